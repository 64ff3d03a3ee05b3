import { useSearchParams } from 'react-router';
import { ComplainPanel } from '@/features/aftersale/components/complain-panel';
import { RefundListPanel } from '@/features/aftersale/components/refund-list-panel';
import { idParam } from '@/features/aftersale/lib/refund-paths';
import { useRefundListParams } from '@/features/aftersale/lib/use-refund-list-params';

/**
 * /member/complain 平台维权 (login required): with `?refund_id=` the complaint about one refund
 * (raise it, read the decision), without it the refunds the member complained about.
 */
export function MemberComplainPage() {
  const [params] = useSearchParams();
  const list = useRefundListParams('complain');
  if (!params.has('refund_id')) return <RefundListPanel {...list} />;
  return <ComplainPanel refundId={idParam(params, 'refund_id')} />;
}
