import { PickupSection } from '@/features/order/components/order-detail/pickup-section';
import { OrderDetailFrame } from './member-order-detail';

/**
 * /member/order_detail_pickup?order_id= (门店自提订单详情, login required): the order with its
 * pickup code as text and QR code, and the store's address, phone and hours.
 */
export function MemberOrderDetailPickupPage() {
  return <OrderDetailFrame extra={(order) => <PickupSection order={order} />} />;
}
