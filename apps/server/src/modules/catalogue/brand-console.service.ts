import type {
  BrandAddBodySchema,
  BrandEditBodySchema,
  ConsoleBrand,
  ConsoleBrandListBodySchema,
} from '@shop/contracts/catalogue';
import type { Page } from '@shop/contracts/common';
import type { z } from 'zod';
import type { DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { pageCount, pageWindow } from '../../lib/paging';
import { pinyinInitials } from '../../lib/pinyin';
import { recordStaffAction, type StaffActor } from '../auth';
import { catalogueChanged } from './catalogue-changed';
import { assertCatalogueImage, assertCatalogueWriter, PLATFORM_SITE } from './catalogue-writer';
import {
  brandNamed,
  countBrandGoods,
  deleteBrand,
  findBrandForUpdate,
  findConsoleBrandPage,
  insertBrand,
  updateBrand,
  type BrandValues,
} from './brand-console.repository';

/*
 * Brands in the console (issue 25, ADR 0023): name, logo, initial letter (derived from the
 * name's pinyin when not given), order and the recommended flag; the brand centre (/brand) and
 * the list's brand facet follow at once. A brand carried by goods cannot be deleted.
 */

type Fields = z.output<typeof BrandAddBodySchema>;

/** The brand centre's letter: the given one, else the name's first pinyin initial; # for none. */
export function brandInitialOf(name: string, given: string): string {
  if (given) return given;
  const first = pinyinInitials(name).charAt(0).toUpperCase();
  return /^[A-Z]$/.test(first) ? first : '#';
}

const valuesOf = (body: Fields): BrandValues => ({
  brandName: body.brand_name,
  brandInitial: brandInitialOf(body.brand_name, body.brand_initial),
  imageUrl: body.image_url,
  sort: body.sort,
  isRecommend: body.is_recommend,
});

const audited = (v: BrandValues) => ({
  brand_name: v.brandName,
  brand_initial: v.brandInitial,
  image_url: v.imageUrl,
  sort: v.sort,
  is_recommend: v.isRecommend,
});

/** `/staff/api/brand/lists`. */
export async function listConsoleBrands(
  db: DbExecutor,
  body: z.output<typeof ConsoleBrandListBodySchema>,
): Promise<Page<ConsoleBrand>> {
  const { rows, count } = await findConsoleBrandPage(db, body.keyword, pageWindow(body));
  return {
    page_count: pageCount(count, body),
    count,
    list: rows.map((r) => ({
      brand_id: r.brandId,
      brand_name: r.brandName,
      brand_initial: r.brandInitial,
      image_url: r.imageUrl,
      sort: r.sort,
      is_recommend: r.isRecommend,
      goods_count: r.goodsCount,
    })),
  };
}

/** `/staff/api/brand/add`. */
export async function addBrand(db: DbExecutor, actor: StaffActor, body: Fields) {
  await assertCatalogueWriter(db, actor);
  const values = valuesOf(body);
  assertCatalogueImage(values.imageUrl ?? '');
  const id = await db.transaction(async (tx) => {
    if (await brandNamed(tx, values.brandName)) throw new AppError('catalogue.brand_name_taken');
    const brandId = await insertBrand(tx, values);
    await recordStaffAction(tx, actor, {
      action: 'brand.add',
      siteId: PLATFORM_SITE,
      targetType: 'brand',
      targetId: brandId,
      after: audited(values),
    });
    return brandId;
  });
  await catalogueChanged(db, { brands: true });
  return id;
}

/** `/staff/api/brand/edit`. */
export async function editBrand(
  db: DbExecutor,
  actor: StaffActor,
  body: z.output<typeof BrandEditBodySchema>,
) {
  await assertCatalogueWriter(db, actor);
  const values = valuesOf(body);
  await db.transaction(async (tx) => {
    const before = await findBrandForUpdate(tx, body.brand_id);
    if (!before) throw new AppError('catalogue.brand_missing');
    assertCatalogueImage(values.imageUrl ?? '', before.imageUrl);
    if (await brandNamed(tx, values.brandName, body.brand_id))
      throw new AppError('catalogue.brand_name_taken');
    await updateBrand(tx, body.brand_id, values);
    await recordStaffAction(tx, actor, {
      action: 'brand.edit',
      siteId: PLATFORM_SITE,
      targetType: 'brand',
      targetId: body.brand_id,
      before: audited(before),
      after: audited(values),
    });
  });
  await catalogueChanged(db, { brands: true });
  return body.brand_id;
}

/** `/staff/api/brand/delete`: only once no goods carry it. */
export async function removeBrand(db: DbExecutor, actor: StaffActor, brandId: number) {
  await assertCatalogueWriter(db, actor);
  await db.transaction(async (tx) => {
    const before = await findBrandForUpdate(tx, brandId);
    if (!before) throw new AppError('catalogue.brand_missing');
    const used = await countBrandGoods(tx, brandId);
    if (used) throw new AppError('catalogue.brand_has_goods', { count: used });
    await deleteBrand(tx, brandId);
    await recordStaffAction(tx, actor, {
      action: 'brand.delete',
      siteId: PLATFORM_SITE,
      targetType: 'brand',
      targetId: brandId,
      before: audited(before),
    });
  });
  await catalogueChanged(db, { brands: true });
  return brandId;
}
