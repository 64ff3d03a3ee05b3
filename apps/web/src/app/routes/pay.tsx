import { useSearchParams } from 'react-router';
import { outTradeNoOf } from '@/features/order/components/pay/pay-methods';
import { CheckoutSteps } from '@/features/order/components/checkout/checkout-steps';
import { PayView } from '@/features/order/components/pay/pay-view';

/** /pay?out_trade_no= (login required): the cashier of one payment. */
export function PayPage() {
  const [search] = useSearchParams();
  const outTradeNo = outTradeNoOf(search);
  return (
    <div>
      <CheckoutSteps current={2} />
      <PayView key={outTradeNo ?? ''} outTradeNo={outTradeNo} />
    </div>
  );
}
