import { useSearchParams } from 'react-router';
import { ContactServiceButton } from '@/features/chat/components/contact-service-button';
import { OrderDetailPanel } from '@/features/order/components/order-detail/order-detail-panel';
import { orderIdFromParams } from '@/features/order/lib/order-paths';

/** /member/order_detail?order_id= (订单详情, login required): one of the member's orders. */
export function MemberOrderDetailPage() {
  const [params] = useSearchParams();
  return (
    <OrderDetailPanel
      orderId={orderIdFromParams(params)}
      contact={(order) => (
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
      )}
    />
  );
}
