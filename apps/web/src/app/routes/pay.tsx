import { useSearchParams } from 'react-router';
import { outTradeNoOf } from '@/features/order/components/pay/pay-methods';
import { CheckoutSteps } from '@/features/order/components/checkout/checkout-steps';
import { PayView, type OnlinePaySlot } from '@/features/order/components/pay/pay-view';
import { useOnlineChannels } from '@/features/payment/api/get-online-channels';
import { OnlinePayPanel } from '@/features/payment/components/online-pay-panel';

const renderOnline: OnlinePaySlot['render'] = (pay) => <OnlinePayPanel subject="order" {...pay} />;

/** /pay?out_trade_no= (login required): the cashier of one payment. */
export function PayPage() {
  const [search] = useSearchParams();
  const outTradeNo = outTradeNoOf(search);
  const online = { channels: useOnlineChannels(), render: renderOnline };
  return (
    <div>
      <CheckoutSteps current={2} />
      <PayView key={outTradeNo ?? ''} outTradeNo={outTradeNo} online={online} />
    </div>
  );
}
