import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { parsePage } from '@/features/catalogue/lib/brand-initials';
import {
  isRechargeFilter,
  RechargeListPanel,
  type RechargeFilter,
} from '@/features/member/components/recharge/recharge-list-panel';

/** /member/recharge_list 充值记录 (login required): the state and page live in `?status=&page=`. */
export function MemberRechargeListPage() {
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  const go = useCallback(
    (filter: RechargeFilter, page: number) => {
      const next = new URLSearchParams();
      if (filter !== 'all') next.set('status', filter);
      if (page > 1) next.set('page', String(page));
      setParams(next);
      window.scrollTo({ top: 0 });
    },
    [setParams],
  );
  return (
    <RechargeListPanel
      filter={isRechargeFilter(status) ? status : 'all'}
      page={parsePage(params.get('page'))}
      onPlaceChange={go}
    />
  );
}
