import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { AddressPicker } from '@/features/member/components/address-picker';
import { CheckoutSteps } from '@/features/order/components/checkout/checkout-steps';
import { CheckoutView } from '@/features/order/components/checkout/checkout-view';
import { InvalidSource } from '@/features/order/components/checkout/invalid-source';
import { parseOrderSource } from '@/features/order/components/checkout/order-source';

/**
 * /promotion/combo_payment?bl_id=&num= (login required): the confirmation of `num` sets of a
 * bundle, the same checkout as /payment; any other query is an invalid source.
 */
export function ComboPaymentPage() {
  const [search] = useSearchParams();
  const query = search.toString();
  const source = useMemo(() => parseOrderSource(new URLSearchParams(query)), [query]);
  return (
    <div>
      <CheckoutSteps current={1} />
      {source?.kind === 'bundle' ? (
        <CheckoutView key={query} source={source} AddressSlot={AddressPicker} />
      ) : (
        <InvalidSource />
      )}
    </div>
  );
}
