import type { OrderDetail, OrderGoods } from '@shop/contracts/order';
import type { ReactNode } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { RefundLineAction } from '@/features/aftersale/components/refund-line-action';
import { ContactServiceButton } from '@/features/chat/components/contact-service-button';
import { useOrderDetail } from '@/features/order/api/get-order-detail';
import { OrderDetailPanel } from '@/features/order/components/order-detail/order-detail-panel';
import {
  orderDetailPage,
  orderDetailPath,
  orderIdFromParams,
} from '@/features/order/lib/order-paths';

/** The after-sales entry of each goods line (issue 17). */
const lineAction = (goods: OrderGoods, order: OrderDetail) => (
  <RefundLineAction goods={goods} order={order} />
);

/** The page's 联系客服 entry for the order. */
const contact = (order: OrderDetail) => (
  <ContactServiceButton
    testId="order-contact-service"
    siteId={order.site_id}
    order={{
      order_id: order.order_id,
      order_no: order.order_no,
      order_money: order.order_money,
      sku_image: order.order_goods[0]?.sku_image ?? '',
    }}
    size="small"
  />
);

/**
 * The order of `?order_id=` on the detail page of its delivery type: an order opened on another
 * type's page (a link that did not know the type) is sent on to its own (issue 17). `extra`: the
 * variant's own sections.
 */
export function OrderDetailFrame({ extra }: { extra?: (order: OrderDetail) => ReactNode }) {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const orderId = orderIdFromParams(params);
  // The same query the panel shows (one request): its delivery type picks the page.
  const loaded = useOrderDetail(orderId).data;
  if (loaded && orderDetailPage(loaded.delivery_type) !== pathname.toLowerCase())
    return <Navigate replace to={orderDetailPath(loaded.order_id, loaded.delivery_type)} />;
  return (
    <OrderDetailPanel orderId={orderId} contact={contact} extra={extra} lineAction={lineAction} />
  );
}

/** /member/order_detail?order_id= (订单详情, login required): one of the member's orders. */
export function MemberOrderDetailPage() {
  return <OrderDetailFrame />;
}
