/** Pages only a visitor can use: an advert or float layer leading there is aimed at visitors. */
const VISITOR_PAGES = ['/register'];

const WEB = /^https?:\/\//i;

/** Whether a configured link leads to a page only a visitor can use (e.g. 免费注册). */
export function isVisitorOnlyLink(url: string): boolean {
  const path = (url.trim().split(/[?#]/)[0] ?? '').replace(/\/+$/, '').toLowerCase();
  const inSite = path.startsWith('/') ? path : `/${path}`;
  return !WEB.test(url.trim()) && VISITOR_PAGES.includes(inSite);
}
