import { RefundTabSchema, type RefundTab } from '@shop/contracts/aftersale';
import { useSearchParams } from 'react-router';

/** The list's page and tab in the address (`?tab=open&page=2`), so back and reload keep them. */
export function useRefundListParams(fixedTab?: RefundTab) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const tab = fixedTab ?? RefundTabSchema.catch('all').parse(params.get('tab') ?? 'all');
  const onChange = (nextPage: number, nextTab: RefundTab) => {
    const next = new URLSearchParams();
    if (!fixedTab && nextTab !== 'all') next.set('tab', nextTab);
    if (nextPage > 1) next.set('page', String(nextPage));
    setParams(next);
  };
  return { page, tab, onChange };
}
