import { WITHDRAW_STATUSES } from '@shop/contracts/member';
import type { ListStateOptions } from '@/components/server-table/list-state';

/** The withdrawal list's URL state: `/staff/api/withdraw/lists` filters under their call names. */
export const WITHDRAW_LIST: ListStateOptions = {
  filters: ['status', 'start', 'end'],
  searchField: 'search',
};

/** The state tabs: all, then 待审核, 待打款, 已打款, 已驳回. */
export const WITHDRAW_TABS = ['all', ...WITHDRAW_STATUSES.map(String)] as const;
