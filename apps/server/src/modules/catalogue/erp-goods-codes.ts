import { and, eq, inArray, ne } from 'drizzle-orm';
import { goods } from './catalogue.tables';

/**
 * The shop's goods carrying one of `codes` (ERP codes are never empty), in a form its code index
 * (`goods_site_erp_uq`, partial: codes not empty) serves: PostgreSQL proves a partial index's
 * condition from an IN list of 100 values at most, so a call of 1,000 codes scanned the whole
 * goods table without the `<> ''` (465 ms at 50,000 goods, in two parallel workers; 7 ms with it).
 */
export const shopErpCodes = (siteId: number, codes: string[]) =>
  and(eq(goods.siteId, siteId), ne(goods.goodsErpSpid, ''), inArray(goods.goodsErpSpid, codes));
