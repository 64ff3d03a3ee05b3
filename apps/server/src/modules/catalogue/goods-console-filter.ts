import type { ConsoleGoodsListBody } from '@shop/contracts/catalogue';
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { saleControl } from '../pricing/sale-control.tables';
import { goods } from './catalogue.tables';
import { escapeLike } from '../../lib/like';
import { consoleSearchText } from './catalogue.tables';

/*
 * The filters of the console's goods list and its export (issue 25). Every one is a condition on
 * `goods`; the keyword is served by the indexes of migration 0013 (ADR 0023).
 */

/** Below this many characters a keyword matches from a field's start (trigrams need three). */
export const SEARCH_ANYWHERE_MIN = 3;

/** The goods of the shop (`shopId` null: every shop), in the list or in the recycle bin. */
export const inConsoleShop = (shopId: number | null, recycled = false) =>
  and(eq(goods.isDelete, recycled), shopId === null ? undefined : eq(goods.siteId, shopId));

/**
 * The keyword condition: anywhere in the search text from 3 characters (`LIKE '%kw%'` on the
 * trigram index), else at the start of the name, generic name, pinyin (spaces dropped) or
 * initials (four prefix indexes).
 */
export function consoleSearchCondition(keyword: string): SQL {
  const text = keyword.toLowerCase();
  if ([...text].length >= SEARCH_ANYWHERE_MIN)
    return sql`${consoleSearchText(goods)} like ${`%${escapeLike(text)}%`}`;
  const prefix = `${escapeLike(text)}%`;
  const letters = `${escapeLike(text.replace(/\s+/g, ''))}%`;
  return or(
    sql`lower(${goods.goodsName}) like ${prefix}`,
    sql`lower(${goods.genericName}) like ${prefix}`,
    sql`${goods.pinyin} like ${letters}`,
    sql`${goods.pinyinInitials} like ${letters}`,
  )!;
}

/**
 * The latest production date whose stock expires within `months` of `today` (the shop's date):
 * expiry = production date (`attr.attr_production_date`, YYYY-MM-DD) + shelf life
 * (`validity_days`), so expiry ≤ today + months ⟺ production date ≤ today + months − shelf life.
 * Compared as ISO text, so a malformed date in `attr` never fails the query, it just never matches.
 */
function expiresWithin(months: number, today: string): SQL {
  const produced = sql`(${goods.attr} ->> 'attr_production_date')`;
  return sql`(${goods.validityDays} > 0 and ${produced} ~ '^\\d{4}-\\d{2}-\\d{2}$' and ${produced} <= to_char(${today}::date + make_interval(months => ${months}) - make_interval(days => ${goods.validityDays}), 'YYYY-MM-DD'))`;
}

const hasRule = (labelId?: number) =>
  sql`exists (select 1 from ${saleControl} where ${saleControl.goodsId} = ${goods.goodsId}${
    labelId === undefined ? sql`` : sql` and ${labelId} = any(${saleControl.allowedLabelIds})`
  })`;

/** Every filter of the body but the shop and the bin, as conditions (empty when none). */
export function consoleFilterConditions(
  body: ConsoleGoodsListBody,
  options: { platform: boolean; today: string },
): SQL[] {
  const where: SQL[] = [];
  if (body.search) where.push(consoleSearchCondition(body.search));
  if (body.category_id !== undefined)
    where.push(sql`${goods.categoryPath} like ${`%,${body.category_id},%`}`);
  if (body.brand_id !== undefined) where.push(eq(goods.brandId, body.brand_id));
  if (body.site_id !== undefined && options.platform) where.push(eq(goods.siteId, body.site_id));
  if (body.goods_state !== undefined) where.push(eq(goods.goodsState, body.goods_state));
  if (body.stock === 'none') where.push(sql`${goods.stock} <= 0`);
  if (body.stock === 'alarm')
    where.push(
      sql`exists (select 1 from goods_sku s where s.goods_id = ${goods.goodsId} and s.stock_alarm > 0 and s.stock <= s.stock_alarm)`,
    );
  if (body.expiry_months !== undefined)
    where.push(expiresWithin(body.expiry_months, options.today));
  if (body.control_label_id !== undefined) where.push(hasRule(body.control_label_id));
  else if (body.controlled === 1) where.push(hasRule());
  else if (body.controlled === 0) where.push(sql`not ${hasRule()}`);
  return where;
}

/** When the stock on hand expires, YYYY-MM-DD, from the production date and shelf life; else null. */
export function expiryDateOf(attr: unknown, validityDays: number): string | null {
  const produced = (attr as Record<string, unknown> | null)?.attr_production_date;
  if (validityDays <= 0 || typeof produced !== 'string') return null;
  const start = Date.parse(`${produced}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(produced) || Number.isNaN(start)) return null;
  return new Date(start + validityDays * 86_400_000).toISOString().slice(0, 10);
}
