import { baseFen } from '@shop/contracts/pricing';
import type { GoodsCard } from '@shop/contracts/catalogue';
import { fenToYuan } from '@shop/contracts/money';
import type { PromotionKind } from '@shop/contracts/promotion';
import type { DbExecutor } from '../../db/client';
import {
  buyerGradesOf,
  buyerPairOf,
  runningPromotionKinds,
  FREE_SALE,
  mayViewPrice,
  saleControlOf,
  type BuyerGrades,
} from '../pricing';
import { findGoodsCardRows, type GoodsCardRow } from './goods-card.repository';
import type { Viewer } from '../auth';

/** A text field of the goods' attr JSON (spec §3 attr_*), '' when absent. */
export const attrText = (attr: unknown, key: string): string => {
  const value = (attr as Record<string, unknown> | null)?.[key];
  return typeof value === 'string' ? value : '';
};

/** The card every caller may see: no price, no promotion label, no goods tag (spec §6). */
function publicCard(row: GoodsCardRow): GoodsCard {
  return {
    sku_id: row.skuId,
    goods_id: row.goodsId,
    goods_name: row.goodsName,
    sku_name: row.skuName,
    sku_image: row.skuImage,
    goods_image: row.goodsImage,
    unit: row.unit,
    min_buy: row.minBuy,
    stock: row.stock,
    sale_num: row.saleNum,
    site_id: row.siteId,
    shop_name: row.shopName,
    attr_specs: attrText(row.attr, 'attr_specs'),
    attr_factory: attrText(row.attr, 'attr_factory'),
    attr_validity: attrText(row.attr, 'attr_validity'),
    approval_number: row.approvalNumber,
    goods_label:
      row.labelName === null
        ? null
        : {
            label_name: row.labelName,
            label_color: row.labelColor ?? '',
            font_color: row.fontColor ?? '',
          },
  };
}

/**
 * Prices (member price only when lower, spec §6; the buyer-type or level price in its place,
 * ADR 0021), goods tags and promotion labels.
 */
function priceFields(
  row: GoodsCardRow,
  kinds: PromotionKind[],
  grades: Map<number, BuyerGrades>,
): Partial<GoodsCard> {
  const shown = baseFen(buyerPairOf(row, grades));
  const fields: Partial<GoodsCard> = {
    price: fenToYuan(row.priceFen),
    market_price: fenToYuan(row.marketPriceFen),
    is_jc: row.isJc,
    traceability_code: row.traceabilityCode,
    attr_country_code: attrText(row.attr, 'attr_country_code'),
    promotion_labels: kinds,
  };
  if (shown < row.priceFen) fields.member_price = fenToYuan(shown);
  return fields;
}

/**
 * Cards as `viewer` may see them. A visitor gets the public card; a member gets the goods' sale
 * control and, where it lets the member see the price, prices, tags and promotion labels. The
 * server never sends what the page must not show (spec §6).
 */
export async function toGoodsCards(
  db: DbExecutor,
  viewer: Viewer,
  rows: GoodsCardRow[],
): Promise<GoodsCard[]> {
  if (viewer === null) return rows.map(publicCard);
  const goodsIds = rows.map((r) => r.goodsId);
  const [controls, kinds, grades] = await Promise.all([
    saleControlOf(db, viewer, goodsIds),
    runningPromotionKinds(db, goodsIds),
    buyerGradesOf(
      db,
      viewer,
      rows.map((r) => r.skuId),
    ),
  ]);
  return rows.map((row) => {
    const verdict = controls.get(row.goodsId);
    const { rule_name: _rule, ...saleControl } = verdict ?? { ...FREE_SALE, rule_name: '' };
    // Assigned, not spread: properties after a spread are slow to define (ADR 0011).
    const card: GoodsCard = Object.assign(publicCard(row), { sale_control: saleControl });
    return mayViewPrice(viewer, verdict)
      ? Object.assign(card, priceFields(row, kinds.get(row.goodsId) ?? [], grades))
      : card;
  });
}

/**
 * Cards of the given goods in the given order, as `viewer` may see them; goods not on sale are
 * left out. For floors, favourites, footprints and recommendations.
 */
export async function loadGoodsCards(
  db: DbExecutor,
  viewer: Viewer,
  goodsIds: number[],
): Promise<GoodsCard[]> {
  const rows = await findGoodsCardRows(db, goodsIds);
  const byId = new Map(rows.map((r) => [r.goodsId, r] as const));
  const ordered = goodsIds.flatMap((id) => byId.get(id) ?? []);
  return toGoodsCards(db, viewer, ordered);
}
