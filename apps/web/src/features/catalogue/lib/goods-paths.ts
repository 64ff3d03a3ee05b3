/** The goods detail page of a SKU (spec §2 /sku-{id}). */
export const goodsDetailPath = (skuId: number) => `/sku-${skuId}`;
