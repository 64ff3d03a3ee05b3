import type { GoodsCard, LicenceRefusal } from '@shop/contracts/catalogue';
import { yuanToFen } from '@shop/contracts/money';

type PriceFields = Pick<GoodsCard, 'price' | 'member_price' | 'market_price' | 'sale_control'>;

/**
 * What the price area of a goods shows (spec §6): a visitor "登录可见"; a member the goods may not
 * show the price to, the shop's not_buy_msg (or the default "暂无权限-"); otherwise the price and
 * the member price when the server sent one (it does only when lower).
 */
export type PriceDisplay =
  | { kind: 'login' }
  | { kind: 'blocked'; message: string | null; licence?: LicenceRefusal }
  | { kind: 'price'; price: string; memberPrice: string | null; marketPrice: string | null };

export function priceDisplay(goods: PriceFields): PriceDisplay {
  if (goods.price === undefined) {
    if (!goods.sale_control) return { kind: 'login' };
    const { not_buy_msg, licence } = goods.sale_control;
    return { kind: 'blocked', message: not_buy_msg || null, ...(licence ? { licence } : {}) };
  }
  const market =
    goods.market_price && yuanToFen(goods.market_price) > yuanToFen(goods.price)
      ? goods.market_price
      : null;
  return {
    kind: 'price',
    price: goods.price,
    memberPrice: goods.member_price ?? null,
    marketPrice: market,
  };
}

/**
 * The one price a member reads first, as the price area shows it large: the member price when
 * the server sent one (it does only when lower), else the price; null when no price is visible.
 */
export function shownPrice(goods: PriceFields): string | null {
  const display = priceDisplay(goods);
  return display.kind === 'price' ? (display.memberPrice ?? display.price) : null;
}

/**
 * The buy button of a goods for a member (spec §6): enabled with "立即购买" when the member may buy
 * it; otherwise disabled, reading not_buy_msg (or the default "暂无权限-").
 */
export function buyState(goods: Pick<GoodsCard, 'sale_control'>): {
  enabled: boolean;
  message: string | null;
  /** Set when the member's licences are why (issue 16): the page links to the licence page. */
  licence?: LicenceRefusal;
} {
  const control = goods.sale_control;
  if (!control || control.is_member_by) return { enabled: true, message: null };
  const { licence } = control;
  return { enabled: false, message: control.not_buy_msg || null, ...(licence ? { licence } : {}) };
}
