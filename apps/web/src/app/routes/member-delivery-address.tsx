import { AddressListPanel } from '@/features/member/components/address-list/address-list-panel';

/** /member/delivery_address (收货地址, login required): the member's delivery addresses. */
export function MemberDeliveryAddressPage() {
  return <AddressListPanel />;
}
