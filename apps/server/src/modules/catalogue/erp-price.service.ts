import type { ErpAcceptedRow, ErpPriceRow, ErpRowResult } from '@shop/contracts/erp';
import type { DbExecutor } from '../../db/client';
import { memberLabels, memberLevelOptions } from '../member';
import { catalogueChanged } from './catalogue-changed';
import { erpPrices, pricesChanged, type PriceNames } from './erp-price-values';
import { findPriceTargets, writePrices, type Grade, type PriceWrite } from './erp-price.repository';
import { inSyncTransaction, onePerCode, refusedRow, type ErpSyncOptions } from '../../lib/erp-rows';
import { findSkuGrades } from './goods-editor.repository';

const byName = <T>(rows: T[], name: (row: T) => string, id: (row: T) => number) =>
  new Map(rows.map((r) => [name(r).trim().toLowerCase(), id(r)]));

/**
 * Prices from the ERP into the catalogue (issue 26): each row by `goods_erp_spid` sets the price,
 * market, cost and member price, the buyer-type and level prices (by name, ADR 0021) and the
 * standing wholesale tiers of the goods' default SKU, and the goods' summary price with it. A row
 * equal to what is stored is unchanged and writes nothing; an unknown code, buyer type or level,
 * or a price the editor would refuse, refuses that row alone. One read per table, one
 * transaction per batch, then one change event for the goods repriced.
 */
export async function syncErpPrices(
  db: DbExecutor,
  siteId: number,
  accepted: readonly ErpAcceptedRow<ErpPriceRow>[],
  options: ErpSyncOptions,
): Promise<ErpRowResult[]> {
  const { rows, refused } = onePerCode(accepted, options.lang);
  const targets = await findPriceTargets(db, siteId, [...new Set(rows.map((r) => r.key))]);
  const byCode = new Map(targets.map((t) => [t.code, t]));
  const grades = new Map<number, Grade[]>();
  for (const g of await findSkuGrades(
    db,
    targets.map((t) => t.skuId),
  ))
    grades.set(g.skuId, [
      ...(grades.get(g.skuId) ?? []),
      { kind: g.kind as Grade['kind'], targetId: g.targetId, priceFen: g.priceFen },
    ]);
  const names: PriceNames = {
    labels: byName(
      await memberLabels(db),
      (l) => l.label_name,
      (l) => l.label_id,
    ),
    levels: byName(
      await memberLevelOptions(db),
      (l) => l.level_name,
      (l) => l.level_id,
    ),
  };
  const results: ErpRowResult[] = [...refused];
  const writes: PriceWrite[] = [];
  for (const row of rows) {
    const target = byCode.get(row.key);
    if (!target) {
      results.push(refusedRow(row, 'goods_erp_spid', options.lang, 'erp_sync.goods_not_found'));
      continue;
    }
    const stored = grades.get(target.skuId) ?? [];
    const next = erpPrices(row.row, target, stored, names);
    if ('key' in next) {
      results.push(refusedRow(row, next.field, options.lang, next.key, next.params));
      continue;
    }
    const changed = pricesChanged(next, target, stored);
    results.push({ index: row.index, key: row.key, status: changed ? 'updated' : 'unchanged' });
    if (changed) writes.push(next);
  }
  if (writes.length === 0 || options.dryRun) return results;
  await inSyncTransaction(db, (tx) => writePrices(tx, writes));
  await catalogueChanged(db, { goodsIds: writes.map((w) => w.goods_id) });
  return results;
}
