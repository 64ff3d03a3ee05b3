import { promotion, promotionGoods } from '../../db/schema';
import type { TestApp } from '../../test/test-app';

/** Test data of the full reduction (满减) tests (imported by tests only). */

const DAY_MS = 86_400_000;
type Db = TestApp['database']['db'];

/** A full reduction of a shop; `fromDays`/`toDays` relative to now (default: running). */
export async function addManjian(
  db: Db,
  siteId: number,
  values: {
    name?: string;
    rules: unknown;
    goodsIds?: number[];
    fromDays?: number;
    toDays?: number;
    status?: number;
  },
) {
  const now = Date.now();
  const [p] = await db
    .insert(promotion)
    .values({
      siteId,
      kind: 'manjian',
      name: values.name ?? '满减活动',
      startAt: new Date(now + (values.fromDays ?? -1) * DAY_MS),
      endAt: new Date(now + (values.toDays ?? 10) * DAY_MS),
      status: values.status ?? 1,
      rules: values.rules,
    })
    .returning({ id: promotion.promotionId });
  const ids = values.goodsIds ?? [];
  if (ids.length > 0)
    await db.insert(promotionGoods).values(ids.map((goodsId) => ({ promotionId: p!.id, goodsId })));
  return p!.id;
}

/** Rules of tiers given in yuan: [[300, 30], [500, 60]] = 满300减30, 满500减60. */
export const manjianRules = (goodsType: 1 | 2, tiers: [number, number][]) => ({
  goods_type: goodsType,
  tiers: tiers.map(([money, off]) => ({ money_fen: money * 100, discount_money_fen: off * 100 })),
});
