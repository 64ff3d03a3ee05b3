import type { GoodsPromotionInfo, LadderStep, PriceTier } from '@shop/contracts/catalogue';
import { fenToYuan } from '@shop/contracts/money';
import { PROMOTION_KINDS, type PromotionKind } from '@shop/contracts/promotion';
import type { DbExecutor } from '../../db/client';
import { findRunningTerms, type RunningTermsRow } from './promotion-terms.repository';

const isKind = (kind: string): kind is PromotionKind =>
  (PROMOTION_KINDS as readonly string[]).includes(kind);

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

const int = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) ? value : null;

/** Spec §3 price_json (num, limit_num, price in fen in the database) in yuan, ascending by num. */
function priceTiers(raw: unknown): PriceTier[] {
  if (!Array.isArray(raw)) return [];
  return raw
    .flatMap((item) => {
      const t = record(item);
      const num = int(t.num);
      const price = int(t.price);
      if (num === null || price === null) return [];
      return [{ num, limit_num: int(t.limit_num) ?? 0, price: fenToYuan(price) }];
    })
    .sort((a, b) => a.num - b.num);
}

/** Exchange (换购) ladder steps (mainRang, rang, rangPrice in fen) in yuan, ascending by mainRang. */
function ladderSteps(raw: unknown): LadderStep[] {
  const list = record(raw).ladder_json;
  if (!Array.isArray(list)) return [];
  return list
    .flatMap((item) => {
      const s = record(item);
      const mainRang = int(s.mainRang);
      const rang = int(s.rang);
      const rangPrice = int(s.rangPrice);
      if (mainRang === null || rang === null || rangPrice === null) return [];
      return [{ mainRang, rang, rangPrice: fenToYuan(rangPrice) }];
    })
    .sort((a, b) => a.mainRang - b.mainRang);
}

function toInfo(row: RunningTermsRow & { kind: PromotionKind }): GoodsPromotionInfo {
  const ladder = ladderSteps(row.rules);
  return {
    promotion_id: row.promotionId,
    kind: row.kind,
    name: row.name,
    start_time: row.startAt.getTime(),
    end_time: row.endAt.getTime(),
    promotion_price:
      row.priceFen === null || row.kind === 'wholesale' || row.kind === 'getfree'
        ? null
        : fenToYuan(row.priceFen),
    goods_min: row.goodsMin,
    goods_limit: row.goodsLimit,
    num_multiple: row.numMultiple,
    price_json: row.kind === 'wholesale' ? priceTiers(row.priceJson) : [],
    is_ladder: ladder.length > 0 ? 1 : 0,
    ladder_json: ladder,
  };
}

export type SkuPromotionTerms = {
  /** Kinds running now for the SKU, in the spec's priority order (§4), each once. */
  labels: PromotionKind[];
  /** Terms of the first of them (spec §3 promotion_info); null when none runs. */
  info: GoodsPromotionInfo | null;
};

/**
 * The promotions running now for one SKU and the terms of the one with the highest priority
 * (spec §4: exchange, seckill, discount, wholesale, bundle; then the shop's sort, then the one
 * ending first). Callers send it only to members allowed to see the price (spec §6).
 */
export async function skuPromotionTerms(
  db: DbExecutor,
  goodsId: number,
  skuId: number,
  now = new Date(),
): Promise<SkuPromotionTerms> {
  const rows = (await findRunningTerms(db, goodsId, skuId, now)).filter(
    (row): row is RunningTermsRow & { kind: PromotionKind } => isKind(row.kind),
  );
  rows.sort(
    (a, b) =>
      PROMOTION_KINDS.indexOf(a.kind) - PROMOTION_KINDS.indexOf(b.kind) ||
      a.sort - b.sort ||
      a.endAt.getTime() - b.endAt.getTime() ||
      a.promotionId - b.promotionId,
  );
  const first = rows[0];
  return {
    labels: [...new Set(rows.map((r) => r.kind))],
    info: first ? toInfo(first) : null,
  };
}
