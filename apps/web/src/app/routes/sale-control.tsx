import { SALE_CONTROL_LIST_TYPES } from '@shop/contracts/catalogue';
import { SaleControlScreen } from './sale-control-list';

/** /sacontrol (控销专区): the controlled goods the member's buyer type may buy. */
export function SaleControlPage() {
  return <SaleControlScreen type={SALE_CONTROL_LIST_TYPES.allowed} />;
}
