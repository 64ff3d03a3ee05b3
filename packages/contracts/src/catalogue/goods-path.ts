/** The SKU id of a goods page's path segment (`sku-1838`, spec §2 /sku-{id}); else undefined. */
export function skuIdOfSlug(slug: string | undefined): number | undefined {
  const match = /^sku-(\d{1,9})$/.exec(slug ?? '');
  const id = match ? Number(match[1]) : 0;
  return id > 0 ? id : undefined;
}
