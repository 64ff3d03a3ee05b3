import { useSearchParams } from 'react-router';
import { outTradeNoOf } from '@/features/order/components/pay/pay-methods';
import { CheckoutSteps } from '@/features/order/components/checkout/checkout-steps';
import { PayResultView } from '@/features/order/components/pay/pay-result-view';

/** /result?out_trade_no= (login required): the payment result, links to the order and the mall. */
export function PayResultPage() {
  const [search] = useSearchParams();
  const outTradeNo = outTradeNoOf(search);
  return (
    <div>
      <CheckoutSteps current={3} />
      <PayResultView outTradeNo={outTradeNo} />
    </div>
  );
}
