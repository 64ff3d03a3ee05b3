import { useSearchParams } from 'react-router';
import { LogisticsPanel } from '@/features/order/components/logistics/logistics-panel';
import { orderIdFromParams } from '@/features/order/lib/order-paths';

/** /member/logistics?order_id= (物流信息, login required): the packages of one of the member's orders. */
export function MemberLogisticsPage() {
  const [params] = useSearchParams();
  return <LogisticsPanel orderId={orderIdFromParams(params)} />;
}
