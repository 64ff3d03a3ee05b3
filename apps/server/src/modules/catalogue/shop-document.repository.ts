import { asc, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { shop } from './catalogue.tables';
import { shopDocument } from './shop-document.tables';

/** The shops' own licences (首营资料), shop by shop in their order. */
export function findShopDocuments(db: DbExecutor) {
  return db
    .select({
      id: shopDocument.id,
      siteId: shopDocument.siteId,
      shopName: shop.shopName,
      name: shopDocument.name,
      nameEn: shopDocument.nameEn,
      docNo: shopDocument.docNo,
      validTo: shopDocument.validTo,
      file: shopDocument.file,
    })
    .from(shopDocument)
    .innerJoin(shop, eq(shop.siteId, shopDocument.siteId))
    .where(eq(shop.status, 1))
    .orderBy(asc(shopDocument.siteId), asc(shopDocument.sort), asc(shopDocument.id));
}
