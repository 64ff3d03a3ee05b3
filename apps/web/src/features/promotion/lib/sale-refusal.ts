import type { SaleControl } from '@shop/contracts/catalogue';

/**
 * spec §6: a member whose sale control does not allow buying the goods gets a disabled button
 * reading the shop's not_buy_msg (or the default 暂无权限-, `message` null). Null when the member
 * may buy it, or for a visitor (no sale control is sent).
 */
export function saleRefusal(control: SaleControl | undefined): { message: string | null } | null {
  if (!control || control.is_member_by) return null;
  return { message: control.not_buy_msg || null };
}
