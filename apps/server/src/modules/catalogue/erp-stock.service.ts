import type { ErpAcceptedRow, ErpRowResult, ErpStockRow } from '@shop/contracts/erp';
import type { DbExecutor } from '../../db/client';
import { shopDay } from '../../lib/shop-day';
import { catalogueChanged } from './catalogue-changed';
import {
  findBatches,
  findStockTargets,
  writeStock,
  type BatchWrite,
  type StockWrite,
} from './erp-stock.repository';
import { inSyncTransaction, onePerCode, refusedRow, type ErpSyncOptions } from '../../lib/erp-rows';

type Batch = { batch_no: string; production_date: string; expiry_date: string; quantity: number };

/** A goods' batches in one comparable order (by batch number). */
const canonical = (batches: readonly Batch[]) =>
  JSON.stringify([...batches].sort((a, b) => (a.batch_no < b.batch_no ? -1 : 1)));

/**
 * The stock and the nearest expiry of a goods' batches on `today` (ADR 0026): the sum and the
 * earliest expiry of its sellable batches, those with units left and not expired (a batch is
 * sellable through its expiry date).
 */
export function sellableOf(batches: readonly Batch[], today: string) {
  const sellable = batches.filter((b) => b.quantity > 0 && b.expiry_date >= today);
  const stock = sellable.reduce((sum, b) => sum + b.quantity, 0);
  const nearest = sellable.map((b) => b.expiry_date).sort()[0] ?? null;
  return { stock, nearest };
}

/**
 * The ERP's stock by batch into the catalogue (issue 26, ADR 0026): each row's batches replace
 * the goods' stored ones; the goods' and its default SKU's stock become the sum of the sellable
 * batches and the goods keeps the nearest sellable expiry. A row whose batches and nearest expiry
 * are as stored is unchanged and writes nothing (so units orders took since the last change stay
 * taken); an unknown code is refused. One read and one transaction per batch, then one change
 * event for the goods changed.
 */
export async function syncErpStock(
  db: DbExecutor,
  siteId: number,
  accepted: readonly ErpAcceptedRow<ErpStockRow>[],
  options: ErpSyncOptions,
): Promise<ErpRowResult[]> {
  const today = shopDay(options.now ?? new Date());
  const { rows, refused } = onePerCode(accepted, options.lang);
  const targets = await findStockTargets(db, siteId, [...new Set(rows.map((r) => r.key))]);
  const byCode = new Map(targets.map((t) => [t.code, t]));
  const stored = new Map<number, Batch[]>();
  for (const b of await findBatches(
    db,
    targets.map((t) => t.goodsId),
  )) {
    const list = stored.get(b.goodsId) ?? [];
    list.push({
      batch_no: b.batchNo,
      production_date: b.productionDate ?? '',
      expiry_date: b.expiryDate,
      quantity: b.quantity,
    });
    stored.set(b.goodsId, list);
  }
  const results: ErpRowResult[] = [...refused];
  const stock: StockWrite[] = [];
  const batches: BatchWrite[] = [];
  for (const row of rows) {
    const target = byCode.get(row.key);
    if (!target) {
      results.push(refusedRow(row, 'goods_erp_spid', options.lang, 'erp_sync.goods_not_found'));
      continue;
    }
    const sent = row.row.batches;
    const { stock: units, nearest } = sellableOf(sent, today);
    const same = canonical(sent) === canonical(stored.get(target.goodsId) ?? []);
    if (same && nearest === target.nearestExpiry) {
      results.push({ index: row.index, key: row.key, status: 'unchanged' });
      continue;
    }
    results.push({ index: row.index, key: row.key, status: 'updated' });
    stock.push({ goods_id: target.goodsId, sku_id: target.skuId, stock: units, nearest });
    for (const b of sent)
      batches.push({
        site_id: siteId,
        goods_id: target.goodsId,
        sku_id: target.skuId,
        batch_no: b.batch_no,
        production_date: b.production_date || null,
        expiry_date: b.expiry_date,
        quantity: b.quantity,
      });
  }
  if (stock.length === 0 || options.dryRun) return results;
  await inSyncTransaction(db, (tx) => writeStock(tx, stock, batches));
  await catalogueChanged(db, { goodsIds: stock.map((s) => s.goods_id) });
  return results;
}
