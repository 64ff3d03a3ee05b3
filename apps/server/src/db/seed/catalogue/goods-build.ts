import type { GoodsKind } from '@shop/contracts/catalogue';
import { ean13 } from './barcode';
import type { BrandPlan } from './brands';
import type { Template } from './categories';
import type { Company } from './companies';
import type { FormRule } from './forms';
import {
  goodsKindFor,
  storageFor,
  approvalNumber,
  countryCode,
  goodsAttrText,
  goodsContent,
  isDrug,
  labelFor,
  stockName,
  validityMonths,
} from './goods-attrs';
import { type PackSpec, skuPrices } from './goods-specs';
import { imagePath } from './images';
import type { Prng } from './prng';
import { fullPinyin, pinyinInitials } from '../../../lib/pinyin';
import { shopIndexFor } from './shops';

export type SkuPlan = {
  skuName: string;
  specName: string;
  skuNo: string;
  skuImage: string;
  skuImages: string;
  priceFen: number;
  marketPriceFen: number;
  costPriceFen: number;
  memberPriceFen: number | null;
  stock: number;
  saleNum: number;
  barCode: string;
  isDefault: boolean;
};

/** A goods row before insertion; shop, category, brand and label are referred to by plan keys. */
export type GoodsPlan = {
  shopIndex: number;
  leafKey: number;
  brandName: string | null;
  labelName: string | null;
  goodsName: string;
  genericName: string;
  introduction: string;
  keywords: string;
  goodsImage: string;
  goodsContent: string;
  unit: string;
  minBuy: number;
  maxBuy: number;
  isMedicinal: number;
  isChineseMedicine: number;
  goodsKind: GoodsKind;
  storage: string;
  isJc: number;
  traceabilityCode: number;
  approvalNumber: string;
  dosageForm: string;
  manufacturer: string;
  attr: Record<string, string>;
  validityDays: number;
  stockName: string;
  goodsErpSpid: string;
  barCode: string;
  taxRate: number;
  priceFen: number;
  marketPriceFen: number;
  stock: number;
  saleNum: number;
  clickNum: number;
  evaluateNum: number;
  goodsState: number;
  sort: number;
  pinyin: string;
  pinyinInitials: string;
  createdAt: Date;
  skus: SkuPlan[];
};

const DAY = 86_400_000;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** A per-maker price level, so the same drug costs more from some makers than from others. */
const makerFactor = (c: Company, index: number) =>
  c.kinds === 'J' ? 1.6 : 0.8 + ((index * 37) % 50) / 100;

function nextBarcode(counters: Map<string, number>, companyIndex: number): string {
  const prefix = `69${String(10000 + companyIndex * 137).slice(-5)}`;
  const n = (counters.get(prefix) ?? 0) + 1;
  counters.set(prefix, n);
  return ean13(`${prefix}${String(n * 7 + 100).padStart(5, '0')}`);
}

function buyLimits(t: Template, priceFen: number, prng: Prng): { minBuy: number; maxBuy: number } {
  let minBuy = 1;
  if (t.kind !== 'Y' && t.kind !== 'D' && priceFen < 1000)
    minBuy = prng.chance(0.15) ? 5 : prng.chance(0.08) ? 10 : 1;
  else if (t.kind !== 'D' && prng.chance(0.04)) minBuy = 5;
  const maxBuy = prng.chance(0.06) ? Math.max(minBuy * 10, prng.pick([50, 100, 200])) : 0;
  return { minBuy, maxBuy };
}

/** One goods of a template by one maker, with its SKUs (first pack = default SKU). */
export function buildGoods(input: {
  t: Template;
  company: Company;
  packs: PackSpec[];
  form: FormRule | undefined;
  image: string;
  place: string;
  brand: BrandPlan | undefined;
  companyIndex: number;
  barcodeCounters: Map<string, number>;
  today: Date;
  prng: Prng;
}): GoodsPlan {
  const { t, company, packs, prng, today } = input;
  const drug = isDrug(t.kind);
  const image = imagePath(input.form?.image ?? input.image, input.companyIndex);
  const base = t.priceYuan * makerFactor(company, input.companyIndex) * prng.float(0.9, 1.12);
  const cheap = t.priceYuan < 20;
  const skus: SkuPlan[] = packs.map((p, i) => {
    const prices = skuPrices(base, p.factor, prng);
    const expensive = prices.priceFen > 50_000;
    return {
      skuName: `${t.name} ${p.spec}`,
      specName: `${p.spec}/${p.unit}`,
      skuNo: '',
      skuImage: image,
      skuImages: image,
      ...prices,
      stock: prng.chance(0.06) ? 0 : expensive ? prng.logInt(1, 60) : prng.logInt(10, 3000),
      saleNum: prng.logInt(0, cheap ? 9000 : expensive ? 300 : 2000),
      barCode: nextBarcode(input.barcodeCounters, input.companyIndex),
      isDefault: i === 0,
    };
  });
  const first = skus[0];
  const firstPack = packs[0];
  if (!first || !firstPack) throw new Error(`no pack for ${t.name}`);
  const validity = validityMonths(t, prng);
  const approval = approvalNumber(t, company, prng);
  const createdAt = new Date(
    today.getTime() - prng.int(0, 420) * DAY - prng.int(0, DAY / 1000 - 1) * 1000,
  );
  const dosageForm = t.kind === 'Y' ? '饮片' : (input.form?.form ?? '');
  const goodsAttr = goodsAttrText(t, prng);
  const saleNum = skus.reduce((sum, s) => sum + s.saleNum, 0);
  const brandName = input.brand && prng.chance(0.96) ? input.brand.brandName : null;
  const initials = pinyinInitials(t.name);
  return {
    shopIndex: shopIndexFor(t.kind, prng),
    leafKey: t.leafKey,
    brandName,
    labelName: labelFor(t, today.getTime() - createdAt.getTime() < 30 * DAY, prng),
    goodsName: `${t.name} ${firstPack.spec}`,
    genericName: t.name,
    introduction: `${t.intro}。${brandName ? `${brandName}出品，` : ''}${goodsAttr}，有效期${validity}个月。`,
    keywords: [t.name, t.leafName, brandName ?? '', dosageForm, initials].filter(Boolean).join(','),
    goodsImage: image,
    goodsContent: goodsContent(t, {
      spec: firstPack.spec,
      dosageForm,
      approval,
      manufacturer: company.name,
      place: input.place,
      validity,
    }),
    unit: firstPack.unit,
    ...buyLimits(t, first.priceFen, prng),
    isMedicinal: drug || t.kind === 'Y' ? 1 : 0,
    isChineseMedicine: t.kind === 'Z' || t.kind === 'Y' ? 1 : 0,
    goodsKind: goodsKindFor(t),
    storage: storageFor(t),
    isJc: drug && prng.chance(0.2) ? 1 : 0,
    traceabilityCode: drug && prng.chance(0.52) ? 1 : 0,
    approvalNumber: approval,
    dosageForm,
    manufacturer: company.name,
    attr: {
      attr_country_code: countryCode(t, prng),
      attr_specs: firstPack.spec,
      attr_place: input.place,
      attr_validity: `${validity}个月`,
      attr_goods_attr: goodsAttr,
      attr_production_date: isoDay(new Date(today.getTime() - prng.int(10, 540) * DAY)),
      attr_factory: company.name,
    },
    validityDays: Math.round(validity * 30.44),
    stockName: stockName(t, prng),
    goodsErpSpid: '',
    barCode: first.barCode,
    taxRate: t.kind === 'Y' ? 9 : 13,
    priceFen: first.priceFen,
    marketPriceFen: first.marketPriceFen,
    stock: skus.reduce((sum, s) => sum + s.stock, 0),
    saleNum,
    clickNum: saleNum * prng.int(2, 6) + prng.int(20, 800),
    evaluateNum: Math.floor(saleNum * prng.float(0.005, 0.04)),
    goodsState: 1,
    sort: prng.chance(0.1) ? prng.int(1, 99) : 0,
    pinyin: fullPinyin(t.name),
    pinyinInitials: initials,
    createdAt,
    skus,
  };
}
