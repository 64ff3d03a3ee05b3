import {
  GOODS_BROWSE_MAX_PER_MEMBER,
  type GoodsBrowseItem,
  type GoodsBrowsePage,
} from '@shop/contracts/catalogue';
import type { DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import {
  countGoodsBrowse,
  deleteGoodsBrowse,
  pageGoodsBrowseRows,
  trimGoodsBrowse,
  upsertGoodsBrowse,
} from './goods-browse.repository';
import { toGoodsCards } from './goods-card.service';
import { isSkuOfGoodsOnSale } from './member-goods.repository';
import type { Viewer } from '../auth';
import { pageCount, pageWindow } from '../../lib/paging';

/**
 * Records that the member viewed the goods now (one footprint per goods, moved to the latest view)
 * and keeps only the newest GOODS_BROWSE_MAX_PER_MEMBER. Answers the footprint id.
 */
export async function addGoodsBrowse(
  db: DbExecutor,
  memberId: number,
  ref: { goods_id: number; sku_id: number },
): Promise<number> {
  if (!(await isSkuOfGoodsOnSale(db, ref.goods_id, ref.sku_id)))
    throw new AppError('goods_browse.goods_unavailable');
  const id = await upsertGoodsBrowse(db, { memberId, goodsId: ref.goods_id, skuId: ref.sku_id });
  await trimGoodsBrowse(db, memberId, GOODS_BROWSE_MAX_PER_MEMBER);
  return id;
}

/** Deletes those of the ids that are the member's own footprints; answers the count deleted. */
export const removeGoodsBrowse = (db: DbExecutor, memberId: number, ids: number[]) =>
  deleteGoodsBrowse(db, memberId, ids);

/**
 * The member's footprints, newest first, as cards the member may see (prices per sale control).
 * Goods taken off sale stay with `on_sale` false.
 */
export async function getGoodsBrowsePage(
  db: DbExecutor,
  viewer: NonNullable<Viewer>,
  body: { page: number; page_size: number },
): Promise<GoodsBrowsePage> {
  const [total, rows] = await Promise.all([
    countGoodsBrowse(db, viewer.memberId),
    pageGoodsBrowseRows(db, viewer.memberId, {
      ...pageWindow(body),
    }),
  ]);
  const cards = await toGoodsCards(db, viewer, rows);
  const list = cards.map((card, i): GoodsBrowseItem => ({
    ...card,
    id: rows[i]!.id,
    browse_time: rows[i]!.browseAt.getTime(),
    on_sale: rows[i]!.onSale,
  }));
  return { page_count: pageCount(total, body), count: total, list };
}
