import type { ManjianInfo } from '@shop/contracts/promotion';
import type { DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Viewer } from '../auth';
import {
  manjianCovers,
  mayViewPrice,
  runningManjianByShop,
  saleControlOf,
  tierInfoOf,
} from '../pricing';
import { findGoodsShop } from './manjian.repository';

/**
 * `/manjian/api/manjian/info`: the running full reduction covering a goods. Promotion labels are
 * for members allowed to see the goods' price (spec §6): anyone else gets null.
 */
export async function getManjianInfo(
  db: DbExecutor,
  viewer: Viewer,
  goodsId: number,
  now = new Date(),
): Promise<ManjianInfo> {
  if (viewer === null) return null;
  const found = await findGoodsShop(db, goodsId);
  if (!found) throw new AppError('manjian.goods_not_found');
  const verdicts = await saleControlOf(db, viewer, [goodsId]);
  if (!mayViewPrice(viewer, verdicts.get(goodsId))) return null;
  const manjian = (await runningManjianByShop(db, [found.siteId], now)).get(found.siteId);
  if (!manjian || !manjianCovers(manjian, goodsId)) return null;
  return {
    manjian_id: manjian.promotionId,
    manjian_name: manjian.name,
    site_id: manjian.siteId,
    goods_type: manjian.goodsType,
    tiers: manjian.tiers.map(tierInfoOf),
    start_time: manjian.startAt.getTime(),
    end_time: manjian.endAt.getTime(),
  };
}
