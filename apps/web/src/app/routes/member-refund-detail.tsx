import { useSearchParams } from 'react-router';
import { RefundDetailPanel } from '@/features/aftersale/components/refund-detail-panel';
import { idParam } from '@/features/aftersale/lib/refund-paths';

/** /member/refund_detail?refund_id= 退款详情 (login required). */
export function MemberRefundDetailPage() {
  const [params] = useSearchParams();
  return <RefundDetailPanel refundId={idParam(params, 'refund_id')} />;
}
