import { useSearchParams } from 'react-router';
import { OrderDetailPanel } from '@/features/order/components/order-detail/order-detail-panel';
import { orderIdFromParams } from '@/features/order/lib/order-paths';

/** /member/order_detail?order_id= (订单详情, login required): one of the member's orders. */
export function MemberOrderDetailPage() {
  const [params] = useSearchParams();
  return <OrderDetailPanel orderId={orderIdFromParams(params)} />;
}
