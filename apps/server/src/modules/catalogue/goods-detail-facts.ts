import {
  GOODS_DELIVERY_KINDS,
  GOODS_KINDS,
  type GoodsDeliveryKind,
  type GoodsKind,
  type GoodsSkuDetail,
} from '@shop/contracts/catalogue';
import type { GoodsService } from '@shop/contracts/site';
import type { SkuDetailRow } from './goods-detail.repository';

/*
 * The facts the goods editor saves that the goods page shows (issue 25): the goods kind, storage,
 * 件装量, 倍数, the insert PDF, the delivery kinds and the goods' own services.
 */

const deliveryKinds = (raw: unknown): GoodsDeliveryKind[] =>
  Array.isArray(raw) ? GOODS_DELIVERY_KINDS.filter((kind) => raw.includes(kind)) : [];

export const goodsKindOf = (value: string): GoodsKind =>
  (GOODS_KINDS as readonly string[]).includes(value) ? (value as GoodsKind) : 'general';

/** The services a goods page lists: the goods' own choice, or all of the shop's when it made none. */
export function servicesOf(row: Pick<SkuDetailRow, 'serviceIds'>, all: GoodsService[]) {
  const chosen = row.serviceIds.length > 0 ? all.filter((s) => row.serviceIds.includes(s.id)) : all;
  return chosen.map((s) => ({ service_name: s.service_name, icon: s.icon, description: s.desc }));
}

export function editorFactsOf(
  row: SkuDetailRow,
): Pick<
  GoodsSkuDetail,
  'goods_kind' | 'storage' | 'piece_qty' | 'num_multiple' | 'instructions_pdf' | 'delivery_types'
> {
  const own = deliveryKinds(row.deliveryTypes);
  return {
    goods_kind: goodsKindOf(row.goodsKind),
    storage: row.storage,
    piece_qty: row.pieceQty,
    num_multiple: Math.max(1, row.numMultiple),
    instructions_pdf: row.instructionsPdf,
    delivery_types: own.length > 0 ? own : deliveryKinds(row.shopDeliveryTypes),
  };
}
