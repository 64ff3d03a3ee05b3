/** Paths that need a login (spec §2): the member area and the checkout pages. */
const LOGIN_REQUIRED = [
  /^\/member(\/|$)/,
  /^\/(payment|pay|result|evaluate)(\/|$)/,
  /^\/promotion\/(combo|groupbuy|topic)_payment(\/|$)/,
];
/** The member pages open to visitors. */
const OPEN_EXCEPTIONS = [/^\/member\/out_of_stock(\/|$)/];

export function isLoginRequiredPath(pathname: string): boolean {
  const path = pathname.toLowerCase();
  if (OPEN_EXCEPTIONS.some((re) => re.test(path))) return false;
  return LOGIN_REQUIRED.some((re) => re.test(path));
}
