import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { AddressPicker } from '@/features/member/components/address-picker';
import { CheckoutSteps } from '@/features/order/components/checkout/checkout-steps';
import { CheckoutView } from '@/features/order/components/checkout/checkout-view';
import { InvalidSource } from '@/features/order/components/checkout/invalid-source';
import { parseOrderSource } from '@/features/order/components/checkout/order-source';

/**
 * /payment (login required): the order confirmation of the checked cart lines (`cart_ids=1,2`)
 * or of a buy-now (`sku_id=&num=`, `bl_id=&num=`). A new source is a new checkout (new key).
 */
export function PaymentPage() {
  const [search] = useSearchParams();
  const query = search.toString();
  const source = useMemo(() => parseOrderSource(new URLSearchParams(query)), [query]);
  return (
    <div>
      <CheckoutSteps current={1} />
      {source ? (
        <CheckoutView key={query} source={source} AddressSlot={AddressPicker} />
      ) : (
        <InvalidSource />
      )}
    </div>
  );
}
