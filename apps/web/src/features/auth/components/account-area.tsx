/** Top-bar account area: login/register links for a visitor; the member menu for a member. */
export function AccountArea() {
  return null;
}
