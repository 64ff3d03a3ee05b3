import { approvalNumberProblem, type GoodsKind } from '@shop/contracts/catalogue';
import type { ErpGoodsRow } from '@shop/contracts/erp';
import {
  translate,
  type Lang,
  type MessageKey,
  type MessageParams,
} from '../../lib/i18n/translate';
import type { goods } from './catalogue.tables';
import {
  editorAttrOf,
  medicineFlagsOf,
  searchPinyinOf,
  validityDaysOf,
  validityMonthsOf,
} from './goods-editor-values';

/*
 * An ERP goods row over the stored goods (issue 26): a field the row leaves out keeps what the
 * shop has (a new goods takes the table's defaults, and starts off the shelf unless the row puts
 * it on sale: it has no price or stock yet). The facts are normalised as the console's editor
 * does (`goods-editor-values.ts`): pinyin for search, medicine flags, shelf life in days, attr_*.
 */

type GoodsRow = typeof goods.$inferSelect;

/** The goods columns an ERP row sets. */
export type ErpGoodsFacts = Pick<
  GoodsRow,
  | 'goodsName'
  | 'genericName'
  | 'categoryId'
  | 'categoryPath'
  | 'brandId'
  | 'keywords'
  | 'unit'
  | 'barCode'
  | 'goodsKind'
  | 'isJc'
  | 'traceabilityCode'
  | 'businessScope'
  | 'dosageForm'
  | 'manufacturer'
  | 'approvalNumber'
  | 'attr'
  | 'validityDays'
  | 'pieceQty'
  | 'minBuy'
  | 'numMultiple'
  | 'maxBuy'
  | 'taxRate'
  | 'storage'
  | 'stockName'
  | 'goodsState'
  | 'isMedicinal'
  | 'isChineseMedicine'
  | 'pinyin'
  | 'pinyinInitials'
>;

/** The stored goods a row is compared with: the facts, and what identifies and limits it. */
export type Stored = ErpGoodsFacts & Pick<GoodsRow, 'goodsId' | 'goodsErpSpid' | 'maxBuyType'>;

/** What a new goods has before its first row (the table's defaults, off the shelf). */
const NEW_GOODS = {
  genericName: '',
  brandId: null,
  keywords: '',
  unit: '件',
  barCode: '',
  goodsKind: 'general',
  isJc: 0,
  traceabilityCode: 0,
  businessScope: '',
  dosageForm: '',
  manufacturer: '',
  approvalNumber: '',
  attr: {},
  validityDays: 0,
  pieceQty: 0,
  minBuy: 1,
  numMultiple: 1,
  maxBuy: 0,
  taxRate: 13,
  storage: '',
  stockName: '',
  goodsState: 0,
  maxBuyType: 1,
};

export type ResolvedRefs = {
  category: { categoryId: number; path: string };
  brandId?: number | null;
};

/** The goods columns of `row` over `stored` (undefined for a new goods). */
export function erpGoodsFacts(
  row: ErpGoodsRow,
  refs: ResolvedRefs,
  stored: Stored | undefined,
): ErpGoodsFacts & { maxBuyType: number } {
  const base = stored ?? NEW_GOODS;
  const attr = (base.attr ?? {}) as Record<string, unknown>;
  const str = (key: string) => (typeof attr[key] === 'string' ? attr[key] : '');
  const goodsName = row.goods_name;
  const genericName = row.generic_name ?? base.genericName;
  const goodsKind = row.goods_kind ?? base.goodsKind;
  const approvalNumber = row.approval_number ?? base.approvalNumber;
  const manufacturer = row.manufacturer ?? base.manufacturer;
  const months = row.validity_months ?? validityMonthsOf(base.validityDays);
  return {
    goodsName,
    genericName,
    categoryId: refs.category.categoryId,
    categoryPath: refs.category.path,
    brandId: refs.brandId === undefined ? base.brandId : refs.brandId,
    keywords: row.keywords ?? base.keywords,
    unit: row.unit ?? base.unit,
    barCode: row.bar_code ?? base.barCode,
    goodsKind,
    isJc: row.is_jc ?? base.isJc,
    traceabilityCode: row.traceability_code ?? base.traceabilityCode,
    businessScope: row.business_scope ?? base.businessScope,
    dosageForm: row.dosage_form ?? base.dosageForm,
    manufacturer,
    approvalNumber,
    attr: editorAttrOf(attr, {
      attr_country_code: row.attr_country_code ?? str('attr_country_code'),
      attr_specs: row.attr_specs ?? str('attr_specs'),
      attr_place: row.attr_place ?? str('attr_place'),
      validity_months: months,
      manufacturer,
    }),
    validityDays: row.validity_months === undefined ? base.validityDays : validityDaysOf(months),
    pieceQty: row.piece_qty ?? base.pieceQty,
    minBuy: row.min_buy ?? base.minBuy,
    numMultiple: row.num_multiple ?? base.numMultiple,
    maxBuy: row.max_buy ?? base.maxBuy,
    maxBuyType: base.maxBuyType,
    taxRate: row.tax_rate ?? base.taxRate,
    storage: row.storage ?? base.storage,
    stockName: row.stock_name ?? base.stockName,
    goodsState: row.goods_state ?? base.goodsState,
    ...medicineFlagsOf(goodsKind, approvalNumber),
    // Pinyin is the costly part of a row: kept when the names are.
    ...(stored && stored.goodsName === goodsName && stored.genericName === genericName
      ? { pinyin: stored.pinyin, pinyinInitials: stored.pinyinInitials }
      : searchPinyinOf(goodsName, genericName)),
  };
}

/** Whether the facts differ from the stored goods (attr compared key by key). */
export function factsChanged(next: ErpGoodsFacts, stored: Stored): boolean {
  for (const key of Object.keys(next) as (keyof ErpGoodsFacts)[]) {
    if (key === 'attr') {
      const a = next.attr as Record<string, unknown>;
      const b = (stored.attr ?? {}) as Record<string, unknown>;
      const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
      if ([...keys].some((k) => JSON.stringify(a[k]) !== JSON.stringify(b[k]))) return true;
    } else if (next[key] !== stored[key]) return true;
  }
  return false;
}

export type FactsRefusal = { field: string; key: MessageKey; params?: MessageParams };

/**
 * The editor's goods-level rules on the merged facts (issue 25): the 批准文号 fits the goods
 * kind, 中包装 within a per-order limit, a business scope the licence settings know.
 */
export function factsRefusal(
  facts: ErpGoodsFacts & { maxBuyType: number },
  scopes: ReadonlySet<string>,
  lang: Lang,
): FactsRefusal | null {
  const kind = facts.goodsKind as GoodsKind;
  const problem = approvalNumberProblem(kind, facts.approvalNumber);
  if (problem)
    return {
      field: 'approval_number',
      key: `goods_editor.${problem}`,
      params: { kind: translate(lang, `goods_kind.${kind}`) },
    };
  if (facts.maxBuy > 0 && facts.maxBuyType === 1 && facts.minBuy > facts.maxBuy)
    return { field: 'min_buy', key: 'goods_editor.min_buy_above_max' };
  if (facts.businessScope && !scopes.has(facts.businessScope))
    return {
      field: 'business_scope',
      key: 'goods_editor.scope_not_found',
      params: { scope: facts.businessScope },
    };
  return null;
}
