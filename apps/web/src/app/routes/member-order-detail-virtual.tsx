import { VirtualSection } from '@/features/order/components/order-detail/virtual-section';
import { OrderDetailFrame } from './member-order-detail';

/**
 * /member/order_detail_virtual?order_id= (虚拟商品订单详情, login required): the order with its
 * verification code and whether it was used, and the stores that verify it.
 */
export function MemberOrderDetailVirtualPage() {
  return <OrderDetailFrame extra={(order) => <VirtualSection order={order} />} />;
}
