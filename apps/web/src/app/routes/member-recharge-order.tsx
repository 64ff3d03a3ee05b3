import { RechargeOrderForm } from '@/features/member/components/recharge/recharge-order-form';

/** /member/recharge_order 充值 (login required): create a recharge, then pay it (issue 16). */
export function MemberRechargeOrderPage() {
  return <RechargeOrderForm />;
}
