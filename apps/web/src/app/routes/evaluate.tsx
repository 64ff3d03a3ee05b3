import { useSearchParams } from 'react-router';
import { EvaluatePanel } from '@/features/order/components/evaluate/evaluate-panel';
import { orderIdFromParams } from '@/features/order/lib/order-paths';

/** /evaluate?order_id= (login required): rate an order's goods, or follow the rating up. */
export function EvaluatePage() {
  const [params] = useSearchParams();
  const orderId = orderIdFromParams(params);
  return <EvaluatePanel key={orderId ?? 0} orderId={orderId} />;
}
