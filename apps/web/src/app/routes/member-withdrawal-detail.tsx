import { useSearchParams } from 'react-router';
import { WithdrawDetailPanel } from '@/features/member/components/withdraw/withdraw-detail-panel';

/** /member/withdrawal_detail?id= 提现详情 (login required). */
export function MemberWithdrawalDetailPage() {
  const [params] = useSearchParams();
  const raw = params.get('id') ?? '';
  return <WithdrawDetailPanel key={raw} id={/^\d+$/.test(raw) ? Number(raw) : Number.NaN} />;
}
