import { useNavigate, useSearchParams } from 'react-router';
import {
  ADDRESS_LIST_PATH,
  AddressEditPanel,
} from '@/features/member/components/address-list/address-edit-panel';

/**
 * /member/address_edit (login required): `?id=` edits that address, no id adds one; a save goes
 * back to the address list.
 */
export function MemberAddressEditPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const raw = params.get('id');
  const id = raw === null || raw === '' ? null : /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  return (
    <AddressEditPanel key={raw ?? ''} id={id} onSaved={() => void navigate(ADDRESS_LIST_PATH)} />
  );
}
