import { RefundListPanel } from '@/features/aftersale/components/refund-list-panel';
import { useRefundListParams } from '@/features/aftersale/lib/use-refund-list-params';

/** /member/activist 退款/售后 (login required): the member's refunds and returns. */
export function MemberActivistPage() {
  return <RefundListPanel {...useRefundListParams()} />;
}
