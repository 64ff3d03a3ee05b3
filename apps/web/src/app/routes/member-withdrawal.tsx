import { WITHDRAW_STATUSES, type WithdrawStatus } from '@shop/contracts/member';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { parsePage } from '@/features/catalogue/lib/brand-initials';
import { WithdrawListPanel } from '@/features/member/components/withdraw/withdraw-list-panel';

const statusOf = (raw: string | null): WithdrawStatus | undefined =>
  WITHDRAW_STATUSES.find((s) => String(s) === raw);

/** /member/withdrawal 提现记录 (login required): the page and the state live in `?page=&status=`. */
export function MemberWithdrawalPage() {
  const [params, setParams] = useSearchParams();
  const go = useCallback(
    (page: number, status: WithdrawStatus | undefined) => {
      const next = new URLSearchParams();
      if (page > 1) next.set('page', String(page));
      if (status !== undefined) next.set('status', String(status));
      setParams(next);
      window.scrollTo({ top: 0 });
    },
    [setParams],
  );
  return (
    <WithdrawListPanel
      page={parsePage(params.get('page'))}
      status={statusOf(params.get('status'))}
      onChange={go}
    />
  );
}
