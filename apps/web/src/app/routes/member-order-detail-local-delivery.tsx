import { CourierSection } from '@/features/order/components/order-detail/courier-section';
import { OrderDetailFrame } from './member-order-detail';

/**
 * /member/order_detail_local_delivery?order_id= (同城配送订单详情, login required): the order with
 * its couriers, their phones and delivery times.
 */
export function MemberOrderDetailLocalDeliveryPage() {
  return <OrderDetailFrame extra={(order) => <CourierSection order={order} />} />;
}
