import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { AddressPicker } from '@/features/member/components/address-picker';
import { CheckoutSteps } from '@/features/order/components/checkout/checkout-steps';
import { CheckoutView } from '@/features/order/components/checkout/checkout-view';
import { InvalidSource } from '@/features/order/components/checkout/invalid-source';
import { parseOrderSource } from '@/features/order/components/checkout/order-source';

/**
 * The checkout of a campaign's buy-now (the same confirmation as /payment) when the query names
 * a source of that campaign; any other query is an invalid source.
 */
export function CampaignPayment({ kind }: { kind: 'groupbuy' | 'topic' }) {
  const [search] = useSearchParams();
  const query = search.toString();
  const source = useMemo(() => parseOrderSource(new URLSearchParams(query)), [query]);
  return (
    <div>
      <CheckoutSteps current={1} />
      {source?.kind === kind ? (
        <CheckoutView key={query} source={source} AddressSlot={AddressPicker} />
      ) : (
        <InvalidSource />
      )}
    </div>
  );
}

/** /promotion/groupbuy_payment?groupbuy_id=&num= (login required): a group buy at the group price. */
export function GroupbuyPaymentPage() {
  return <CampaignPayment kind="groupbuy" />;
}
