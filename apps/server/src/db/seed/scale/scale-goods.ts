import { ean13 } from '../catalogue/barcode';
import { type BrandPlan, planBrands } from '../catalogue/brands';
import { planCategories, type Template } from '../catalogue/categories';
import { COMPANIES, type Company, makersOf, placeOf } from '../catalogue/companies';
import { formOf, goodsImageKind } from '../catalogue/forms';
import { buildGoods, type GoodsPlan } from '../catalogue/goods-build';
import { packVariants } from '../catalogue/goods-specs';
import { Prng } from '../catalogue/prng';
import { pinyinInitials } from '../../../lib/pinyin';
import { formsFor, stemOf } from './scale-names';

/** ERP codes of generated goods: SP5000000, SP5000001, ... (the demo's stay below SP0100000). */
export const SCALE_ERP_FIRST = 5_000_000;
export const scaleErpCode = (ordinal: number) =>
  `SP${String(SCALE_ERP_FIRST + ordinal).padStart(7, '0')}`;

/** The seed of the generator: goods number `ordinal` is the same on every run. */
const SCALE_SEED = 20260601;

/** What every generated goods draws from: the demo catalogue's vocabulary, planned once. */
export type ScaleVocabulary = {
  templates: Template[];
  makers: Map<string, Company[]>;
  brands: Map<string, BrandPlan>;
  models: Map<string, string>;
};

export function scaleVocabulary(): ScaleVocabulary {
  const { templates } = planCategories();
  const kinds = new Set(templates.map((t) => t.kind));
  return {
    templates,
    makers: new Map([...kinds].map((k) => [k, makersOf(k)] as const)),
    brands: new Map(planBrands().map((b) => [b.brandName, b] as const)),
    models: new Map(
      COMPANIES.map((c) => [c.brand, pinyinInitials(c.brand).toUpperCase().slice(0, 2)] as const),
    ),
  };
}

/**
 * The drug a generated goods lists: a demo template, about half the time in another count form
 * of the same drug (阿莫西林胶囊 -> 阿莫西林分散片), so names vary as in a real wholesale catalogue.
 */
function templateFor(vocabulary: ScaleVocabulary, prng: Prng): Template {
  const t = prng.pick(vocabulary.templates);
  const forms = formsFor(t);
  if (forms.length === 0 || prng.chance(0.5)) return t;
  return { ...t, name: `${stemOf(t.name) ?? t.name}${prng.pick(forms)}` };
}

/**
 * Generated goods number `ordinal` (0, 1, ...): a demo drug or product by one of its makers, with
 * one to three SKUs, prices, stock, approval number, shelf life and pinyin as the demo seed makes
 * them (catalogue/goods-build.ts). About a third carry the maker's brand before the name
 * (康源 阿莫西林胶囊 0.25g*24粒); 1.5 % are off the shelf. `today` anchors the dates.
 */
export function planScaleGoods(
  vocabulary: ScaleVocabulary,
  ordinal: number,
  today: Date,
): GoodsPlan {
  const prng = new Prng(SCALE_SEED + Math.imul(ordinal, 0x9e3779b1));
  prng.next();
  const t = templateFor(vocabulary, prng);
  const pool = (vocabulary.makers.get(t.kind) ?? []).filter(
    (c) => c.kinds !== 'J' || prng.chance(0.3),
  );
  const company = prng.pick(pool.length > 0 ? pool : COMPANIES);
  const companyIndex = COMPANIES.indexOf(company);
  const form = formOf(t.name);
  const variants = packVariants(t, form, vocabulary.models.get(company.brand) ?? '', prng);
  const g = buildGoods({
    t,
    company,
    packs: prng.pick(variants),
    form,
    image: goodsImageKind(t.name, t.kind),
    place: t.place || placeOf(company),
    brand: vocabulary.brands.get(company.brand),
    companyIndex,
    barcodeCounters: new Map(),
    today,
    prng,
  });
  if (g.brandName && prng.chance(0.35)) {
    g.goodsName = `${g.brandName} ${g.goodsName}`;
    for (const s of g.skus) s.skuName = `${g.brandName} ${s.skuName}`;
  }
  g.goodsErpSpid = scaleErpCode(ordinal);
  // EAN-13: 69, the maker's 4 digits, then 6 digits of this goods and pack (unique per SKU).
  g.skus.forEach((s, j) => {
    s.skuNo = `${g.goodsErpSpid}-${j + 1}`;
    s.barCode = ean13(
      `69${String(5000 + companyIndex)}${String((ordinal * 3 + j) % 1_000_000).padStart(6, '0')}`,
    );
  });
  g.barCode = g.skus[0]?.barCode ?? '';
  if (prng.chance(0.015)) g.goodsState = 0;
  return g;
}
