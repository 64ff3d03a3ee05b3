/** The goods detail page of a SKU (spec §2 /sku-{id}). */
export const goodsDetailPath = (skuId: number) => `/sku-${skuId}`;

/** The SKU id of a `/sku-{id}` page slug, or undefined when the slug is not one. */
export function parseSkuSlug(slug: string | undefined): number | undefined {
  const match = /^sku-(\d{1,9})$/.exec(slug ?? '');
  const id = match ? Number(match[1]) : 0;
  return id > 0 ? id : undefined;
}
