import { useSearchParams } from 'react-router';
import { RefundApplyPanel } from '@/features/aftersale/components/refund-apply-panel';
import { idParam } from '@/features/aftersale/lib/refund-paths';

/** /member/refund?order_goods_id= 申请售后 (login required). */
export function MemberRefundPage() {
  const [params] = useSearchParams();
  const id = idParam(params, 'order_goods_id');
  return <RefundApplyPanel key={id} orderGoodsId={id} />;
}
