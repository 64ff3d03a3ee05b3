import { tierProblem } from '@shop/contracts/catalogue';
import type { ErpPriceRow } from '@shop/contracts/erp';
import { yuanToFen } from '@shop/contracts/money';
import type { MessageKey } from '../../lib/i18n/translate';
import { zonePriceFits } from '../pricing';
import type { Grade, PriceTarget, PriceWrite } from './erp-price.repository';

/*
 * An ERP price row over the stored prices of a goods' default SKU (issue 26): a field left out
 * keeps what is stored, '' clears a market, cost, member or near-expiry price, a list sent replaces the stored
 * one (buyer-type prices those of the buyer types, level prices those of the levels). The
 * editor's rules hold (ADR 0021, issue 25): no member, buyer-type or level price above the price;
 * tiers rising in quantity and falling in price below it.
 */

export type PriceNames = { labels: Map<string, number>; levels: Map<string, number> };
export type PriceRefusal = { field: string; key: MessageKey; params?: Record<string, string> };

const fenOr = (yuan: string | undefined, kept: number | null, cleared: number | null) =>
  yuan === undefined ? kept : yuan === '' ? cleared : yuanToFen(yuan);

/** The grades of one kind a row sends by name, or the refusal of the first unknown or repeated. */
function gradesOf(
  list: { name: string; price: string }[],
  kind: Grade['kind'],
  names: Map<string, number>,
  field: string,
): Grade[] | PriceRefusal {
  const grades: Grade[] = [];
  for (const [i, g] of list.entries()) {
    const targetId = names.get(g.name.trim().toLowerCase());
    const at = `${field}.${i}`;
    if (targetId === undefined)
      return {
        field: at,
        key: kind === 'label' ? 'erp_sync.buyer_type_not_found' : 'erp_sync.level_not_found',
        params: { name: g.name },
      };
    if (grades.some((x) => x.targetId === targetId))
      return { field: at, key: 'erp_sync.grade_twice' };
    grades.push({ kind, targetId, priceFen: yuanToFen(g.price) });
  }
  return grades;
}

/** The prices to store for `row`, or the refusal naming the field at fault. */
export function erpPrices(
  row: ErpPriceRow,
  target: PriceTarget,
  stored: Grade[],
  names: PriceNames,
): PriceWrite | PriceRefusal {
  const priceFen = yuanToFen(row.price);
  const memberPriceFen = fenOr(row.member_price, target.memberPriceFen, null);
  if (memberPriceFen !== null && memberPriceFen > priceFen)
    return { field: 'member_price', key: 'erp_sync.price_above_price' };
  const nearExpiryPriceFen = fenOr(row.near_expiry_price, target.nearExpiryPriceFen, null);
  if (nearExpiryPriceFen === 0) return { field: 'near_expiry_price', key: 'erp_sync.price_zero' };
  if (!zonePriceFits(nearExpiryPriceFen, priceFen))
    return { field: 'near_expiry_price', key: 'erp_sync.price_above_price' };
  const labels = row.buyer_type_prices
    ? gradesOf(
        row.buyer_type_prices.map((g) => ({ name: g.buyer_type, price: g.price })),
        'label',
        names.labels,
        'buyer_type_prices',
      )
    : stored.filter((g) => g.kind === 'label');
  if (!Array.isArray(labels)) return labels;
  const levels = row.level_prices
    ? gradesOf(
        row.level_prices.map((g) => ({ name: g.level, price: g.price })),
        'level',
        names.levels,
        'level_prices',
      )
    : stored.filter((g) => g.kind === 'level');
  if (!Array.isArray(levels)) return levels;
  const above = [...labels, ...levels].find((g) => g.priceFen > priceFen);
  if (above)
    return {
      field: above.kind === 'label' ? 'buyer_type_prices' : 'level_prices',
      key: 'erp_sync.price_above_price',
    };
  const tiers = row.wholesale_tiers
    ? row.wholesale_tiers.map((t) => ({ num: t.num, limit_num: 0, price_fen: yuanToFen(t.price) }))
    : (target.wholesaleTiers as PriceWrite['wholesale_tiers']);
  const bad = tierProblem(tiers, priceFen);
  if (bad) return { field: `wholesale_tiers.${bad.index}`, key: 'erp_sync.tiers_invalid' };
  return {
    goods_id: target.goodsId,
    sku_id: target.skuId,
    price_fen: priceFen,
    market_price_fen: fenOr(row.market_price, target.marketPriceFen, 0)!,
    cost_price_fen: fenOr(row.cost_price, target.costPriceFen, 0)!,
    member_price_fen: memberPriceFen,
    near_expiry_price_fen: nearExpiryPriceFen,
    wholesale_tiers: tiers,
    grades: [...labels, ...levels],
  };
}

const gradeKey = (grades: Grade[]) =>
  grades
    .map((g) => `${g.kind}:${g.targetId}:${g.priceFen}`)
    .sort()
    .join(',');

/** Whether the prices differ from what the SKU has. */
export function pricesChanged(next: PriceWrite, target: PriceTarget, stored: Grade[]): boolean {
  return (
    next.price_fen !== target.priceFen ||
    next.market_price_fen !== target.marketPriceFen ||
    next.cost_price_fen !== target.costPriceFen ||
    next.member_price_fen !== target.memberPriceFen ||
    next.near_expiry_price_fen !== target.nearExpiryPriceFen ||
    JSON.stringify(next.wholesale_tiers) !== JSON.stringify(target.wholesaleTiers) ||
    gradeKey(next.grades) !== gradeKey(stored)
  );
}
