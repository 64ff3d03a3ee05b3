import { SALE_CONTROL_LIST_TYPES, type SaleControlListType } from '@shop/contracts/catalogue';
import { useSearchParams } from 'react-router';
import { useMemberInfo } from '@/features/auth/api/get-member-info';
import { SaleControlZone } from '@/features/catalogue/components/sale-control/sale-control-zone';
import { listPageOf } from '@/features/catalogue/lib/sale-control-paths';
import { hasSession } from '@/lib/session';

/** A sale-control list for the member (or the login prompt for a visitor), paged by ?page=. */
export function SaleControlScreen({ type }: { type: SaleControlListType }) {
  const [search, setSearch] = useSearchParams();
  const { data: me } = useMemberInfo();
  return (
    <SaleControlZone
      type={type}
      isMember={hasSession()}
      labelName={me?.label_name}
      page={listPageOf(search.get('page'))}
      onPageChange={(page) => setSearch(page > 1 ? { page: String(page) } : {})}
    />
  );
}

/** /cacontrelist (控销商品): the controlled goods the member may not buy, and why. */
export function SaleControlListPage() {
  return <SaleControlScreen type={SALE_CONTROL_LIST_TYPES.refused} />;
}
