import type { GoodsCollectItem, GoodsCollectPage } from '@shop/contracts/catalogue';
import type { DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import {
  countGoodsCollect,
  deleteGoodsCollect,
  hasGoodsCollect,
  pageGoodsCollectRows,
  upsertGoodsCollect,
} from './goods-collect.repository';
import { toGoodsCards } from './goods-card.service';
import { isSkuOfGoodsOnSale } from './member-goods.repository';
import type { Viewer } from '../auth';
import { pageCount, pageWindow } from '../../lib/paging';

type GoodsRef = { goods_id: number; sku_id: number };

/**
 * Collects a goods for the member. Idempotent: a second add keeps the one favourite (moved to the
 * given SKU) and answers the same collect_id. The SKU must belong to the goods and the goods be on
 * sale.
 */
export async function addGoodsCollect(
  db: DbExecutor,
  memberId: number,
  ref: GoodsRef,
): Promise<number> {
  if (!(await isSkuOfGoodsOnSale(db, ref.goods_id, ref.sku_id)))
    throw new AppError('goods_collect.goods_unavailable');
  return upsertGoodsCollect(db, { memberId, goodsId: ref.goods_id, skuId: ref.sku_id });
}

/** 1 when the member's favourite was removed, 0 when there was none (never another member's). */
export const removeGoodsCollect = (db: DbExecutor, memberId: number, goodsId: number) =>
  deleteGoodsCollect(db, memberId, goodsId);

/** 1 when the member collected the goods, else 0; a visitor has no favourites. */
export async function isGoodsCollected(
  db: DbExecutor,
  memberId: number | null,
  goodsId: number,
): Promise<0 | 1> {
  if (memberId === null) return 0;
  return (await hasGoodsCollect(db, memberId, goodsId)) ? 1 : 0;
}

/**
 * The member's favourites, newest first, as cards the member may see (prices per sale control).
 * Goods taken off sale stay in the list with `on_sale` false.
 */
export async function getGoodsCollectPage(
  db: DbExecutor,
  viewer: NonNullable<Viewer>,
  body: { page: number; page_size: number },
): Promise<GoodsCollectPage> {
  const [total, rows] = await Promise.all([
    countGoodsCollect(db, viewer.memberId),
    pageGoodsCollectRows(db, viewer.memberId, {
      ...pageWindow(body),
    }),
  ]);
  const cards = await toGoodsCards(db, viewer, rows);
  const list = cards.map((card, i): GoodsCollectItem => ({
    ...card,
    collect_id: rows[i]!.collectId,
    create_time: rows[i]!.createdAt.getTime(),
    on_sale: rows[i]!.onSale,
  }));
  return { page_count: pageCount(total, body), count: total, list };
}
