import { type BrandPlan, planBrands } from './brands';
import { type CategoryPlan, type Template, planCategories } from './categories';
import { type Company, COMPANIES, makersOf, placeOf } from './companies';
import { formOf, goodsImageKind } from './forms';
import { type PackSpec, packVariants } from './goods-specs';
import { buildGoods, type GoodsPlan } from './goods-build';
import { Prng } from './prng';
import { pinyinInitials } from '../../../lib/pinyin';
import { type ShopPlan, planShops } from './shops';

export type { GoodsPlan, SkuPlan } from './goods-build';

export type CataloguePlan = {
  shops: ShopPlan[];
  categories: CategoryPlan[];
  brands: BrandPlan[];
  goods: GoodsPlan[];
};

const MAKERS_PER_TEMPLATE: Record<string, [number, number]> = {
  H: [4, 8],
  Z: [3, 7],
  S: [2, 3],
  J: [1, 1],
  Y: [3, 6],
  D: [3, 5],
  F: [2, 4],
  C: [2, 4],
  X: [2, 4],
};

/** Makers of one template: several per drug, so the same generic name repeats like a real catalogue. */
function makersFor(t: Template, index: number, prng: Prng): Company[] {
  const pool = makersOf(t.kind).filter((c) => c.kinds !== 'J' || prng.chance(0.3));
  const [min, max] = MAKERS_PER_TEMPLATE[t.kind] ?? [2, 4];
  const popular = index === 0 ? 2 : 0;
  return prng.sample(pool, prng.int(min, max) + popular);
}

/**
 * Generates the whole demo catalogue from a seed: same seed and day, same catalogue. `today` only
 * anchors creation and production dates so they stay within the last months.
 */
export function planCatalogue(seed: number, today: Date): CataloguePlan {
  const prng = new Prng(seed);
  const { categories, templates } = planCategories();
  const brands = planBrands();
  const brandOf = new Map(brands.map((b) => [b.brandName, b] as const));
  const drafts: { t: Template; company: Company; packs: PackSpec[] }[] = [];
  let lastLeaf = -1;
  let indexInLeaf = 0;
  for (const t of templates) {
    indexInLeaf = t.leafKey === lastLeaf ? indexInLeaf + 1 : 0;
    lastLeaf = t.leafKey;
    for (const company of makersFor(t, indexInLeaf, prng)) {
      const model = pinyinInitials(company.brand).toUpperCase().slice(0, 2);
      for (const packs of packVariants(t, formOf(t.name), model, prng))
        drafts.push({ t, company, packs });
    }
  }
  const barcodeCounters = new Map<string, number>();
  const goods = drafts.map(({ t, company, packs }) =>
    buildGoods({
      t,
      company,
      packs,
      form: formOf(t.name),
      image: goodsImageKind(t.name, t.kind),
      place: t.place || placeOf(company),
      brand: brandOf.get(company.brand),
      companyIndex: COMPANIES.indexOf(company),
      barcodeCounters,
      today,
      prng,
    }),
  );
  // Ids follow creation time, so "newest" and "highest id" agree; ERP codes are numbered in that order.
  goods.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  let erp = 12000;
  goods.forEach((g, i) => {
    erp += prng.int(1, 9);
    g.goodsErpSpid = `SP${String(erp).padStart(7, '0')}`;
    g.skus.forEach((s, j) => (s.skuNo = `${g.goodsErpSpid}-${j + 1}`));
    if (i >= 100 && prng.chance(0.015)) g.goodsState = 0;
  });
  return { shops: planShops(), categories, brands, goods };
}
