import {
  changedPriceFen,
  isPriceChange,
  type ConsoleGoodsRow,
  type PriceChange,
} from '@shop/contracts/catalogue';
import { fenToYuan, yuanToFen } from '@shop/contracts/money';

/** One SKU's prices before and after a batch change; `after` null: it would fall below 0.01. */
export type PreviewLine = {
  key: number;
  goodsName: string;
  spec: string;
  price: { before: string; after: string | null };
  memberPrice: { before: string; after: string | null } | null;
};

export type PricePreview = { lines: PreviewLine[]; blocked: number; valid: boolean };

const changed = (yuan: string, change: PriceChange) => {
  const next = changedPriceFen(yuanToFen(yuan), change);
  return { before: yuan, after: next === null ? null : fenToYuan(next) };
};

/**
 * What a batch price change does to the chosen goods' SKUs, with the server's own rule
 * (`changedPriceFen`, contracts): the preview shows exactly what saving writes. `blocked` counts
 * the SKUs that would fall below 0.01 (the server refuses such a batch, so saving is disabled).
 */
export function previewPriceChange(
  rows: readonly ConsoleGoodsRow[],
  change: PriceChange,
): PricePreview {
  const valid = isPriceChange(change);
  if (!valid) return { lines: [], blocked: 0, valid };
  const lines = rows.flatMap((goods) =>
    goods.skus.map((sku): PreviewLine => ({
      key: sku.sku_id,
      goodsName: goods.goods_name,
      spec: sku.spec_name || sku.sku_name,
      price: changed(sku.price, change),
      memberPrice: sku.member_price === null ? null : changed(sku.member_price, change),
    })),
  );
  const blocked = lines.filter(
    (l) => l.price.after === null || (l.memberPrice !== null && l.memberPrice.after === null),
  ).length;
  return { lines, blocked, valid };
}
