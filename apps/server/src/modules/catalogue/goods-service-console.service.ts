import type {
  ConsoleService,
  ServiceAddBodySchema,
  ServiceEditBodySchema,
} from '@shop/contracts/catalogue';
import type { z } from 'zod';
import type { DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { recordStaffAction, type StaffActor } from '../auth';
import { catalogueChanged } from './catalogue-changed';
import { assertCatalogueImage, assertCatalogueWriter, PLATFORM_SITE } from './catalogue-writer';
import {
  countServiceGoods,
  deleteService,
  findConsoleServices,
  findServiceForUpdate,
  insertService,
  updateService,
  type ServiceValues,
} from './goods-service-console.repository';

/*
 * Goods services (正品保障, 极速发货 …) in the console (issue 25, ADR 0023): Chinese and English
 * name and description, icon, order. The goods page and the footer follow at once; a service
 * shown by goods cannot be deleted.
 */

type Fields = z.output<typeof ServiceAddBodySchema>;

const valuesOf = (body: Fields): ServiceValues => ({
  serviceName: body.service_name,
  serviceNameEn: body.service_name_en,
  description: body.description,
  descriptionEn: body.description_en,
  icon: body.icon,
  sort: body.sort,
});

const audited = (v: ServiceValues) => ({
  service_name: v.serviceName,
  service_name_en: v.serviceNameEn,
  description: v.description,
  description_en: v.descriptionEn,
  icon: v.icon,
  sort: v.sort,
});

/** `/staff/api/service/lists`. */
export async function listConsoleServices(db: DbExecutor): Promise<ConsoleService[]> {
  return (await findConsoleServices(db)).map((r) => ({
    id: r.id,
    service_name: r.serviceName,
    service_name_en: r.serviceNameEn ?? '',
    description: r.description,
    description_en: r.descriptionEn ?? '',
    icon: r.icon,
    sort: r.sort,
    goods_count: r.goodsCount,
  }));
}

/** `/staff/api/service/add`. */
export async function addService(db: DbExecutor, actor: StaffActor, body: Fields) {
  await assertCatalogueWriter(db, actor);
  const values = valuesOf(body);
  assertCatalogueImage(values.icon ?? '');
  const id = await db.transaction(async (tx) => {
    const serviceId = await insertService(tx, values);
    await recordStaffAction(tx, actor, {
      action: 'service.add',
      siteId: PLATFORM_SITE,
      targetType: 'goods_service',
      targetId: serviceId,
      after: audited(values),
    });
    return serviceId;
  });
  await catalogueChanged(db, { services: true });
  return id;
}

/** `/staff/api/service/edit`. */
export async function editService(
  db: DbExecutor,
  actor: StaffActor,
  body: z.output<typeof ServiceEditBodySchema>,
) {
  await assertCatalogueWriter(db, actor);
  const values = valuesOf(body);
  await db.transaction(async (tx) => {
    const before = await findServiceForUpdate(tx, body.id);
    if (!before) throw new AppError('catalogue.service_missing');
    assertCatalogueImage(values.icon ?? '', before.icon);
    await updateService(tx, body.id, values);
    await recordStaffAction(tx, actor, {
      action: 'service.edit',
      siteId: PLATFORM_SITE,
      targetType: 'goods_service',
      targetId: body.id,
      before: audited(before),
      after: audited(values),
    });
  });
  await catalogueChanged(db, { services: true });
  return body.id;
}

/** `/staff/api/service/delete`: only once no goods show it. */
export async function removeService(db: DbExecutor, actor: StaffActor, id: number) {
  await assertCatalogueWriter(db, actor);
  await db.transaction(async (tx) => {
    const before = await findServiceForUpdate(tx, id);
    if (!before) throw new AppError('catalogue.service_missing');
    const used = await countServiceGoods(tx, id);
    if (used) throw new AppError('catalogue.service_has_goods', { count: used });
    await deleteService(tx, id);
    await recordStaffAction(tx, actor, {
      action: 'service.delete',
      siteId: PLATFORM_SITE,
      targetType: 'goods_service',
      targetId: id,
      before: audited(before),
    });
  });
  await catalogueChanged(db, { services: true });
  return id;
}
