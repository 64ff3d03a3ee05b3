import { asc, count, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { goods, goodsService } from './catalogue.tables';

/** The console's goods-service reads and writes (issue 25); a mall has a dozen or so. */

/** Every service in display order, with how many goods show it. */
export function findConsoleServices(db: DbExecutor) {
  return db
    .select({
      id: goodsService.id,
      serviceName: goodsService.serviceName,
      serviceNameEn: goodsService.serviceNameEn,
      description: goodsService.description,
      descriptionEn: goodsService.descriptionEn,
      icon: goodsService.icon,
      sort: goodsService.sort,
      // Written out in full: drizzle leaves the outer column unqualified in a one-table select.
      goodsCount: sql<number>`(select count(*)::int from goods g where goods_service.id = any(g.service_ids))`,
    })
    .from(goodsService)
    .orderBy(asc(goodsService.sort), asc(goodsService.id));
}

export type ServiceValues = Omit<typeof goodsService.$inferInsert, 'id'>;

export async function findServiceForUpdate(db: DbExecutor, id: number) {
  const [row] = await db.select().from(goodsService).where(eq(goodsService.id, id)).for('update');
  return row;
}

export async function insertService(db: DbExecutor, values: ServiceValues): Promise<number> {
  const [row] = await db.insert(goodsService).values(values).returning({ id: goodsService.id });
  if (!row) throw new Error('service insert returned nothing');
  return row.id;
}

export async function updateService(db: DbExecutor, id: number, values: ServiceValues) {
  await db.update(goodsService).set(values).where(eq(goodsService.id, id));
}

export async function deleteService(db: DbExecutor, id: number) {
  await db.delete(goodsService).where(eq(goodsService.id, id));
}

/** Goods (in the bin too) showing the service. */
export async function countServiceGoods(db: DbExecutor, id: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(goods)
    .where(sql`${id} = any(${goods.serviceIds})`);
  return row?.n ?? 0;
}
