import type { GoodsAddBody } from '@shop/contracts/catalogue';
import { sanitiseRichText } from '../../lib/rich-text';
import { fullPinyin, pinyinInitials } from '../../lib/pinyin';
import type { SaleControlRuleInput } from '../pricing';
import type { SkuDraft } from './goods-editor-draft';
import type { GoodsValues } from './goods-editor.repository';

/** Days per month of shelf life (the demo's and ERPs' conversion). */
const DAYS_PER_MONTH = 30.44;

const joinPinyin = (name: string, generic: string, of: (text: string) => string) =>
  [...new Set([of(name), generic ? of(generic) : ''])].filter(Boolean).join(' ');

/** The search pinyin of a goods: full pinyin and initials of its name and generic name. */
export const searchPinyinOf = (name: string, generic: string) => ({
  pinyin: joinPinyin(name, generic, fullPinyin),
  pinyinInitials: joinPinyin(name, generic, pinyinInitials).slice(0, 255),
});

/** Days of shelf life of a number of months (the editor's and ERPs' unit). */
export const validityDaysOf = (months: number) => Math.round(months * DAYS_PER_MONTH);

/**
 * The medicine flags of a goods kind (issue 25): 处方药, 非处方药 and 中药饮片 are medicinal; 中药饮片
 * and a 国药准字Z number are traditional Chinese medicine.
 */
export const medicineFlagsOf = (kind: string, approvalNumber: string) => ({
  isMedicinal: ['rx', 'otc', 'tcm_pieces'].includes(kind) ? 1 : 0,
  isChineseMedicine: kind === 'tcm_pieces' || approvalNumber.startsWith('国药准字Z') ? 1 : 0,
});

/** The spec §3 attr_* facts the editor (and an ERP) sets, over those it keeps (`kept`). */
export const editorAttrOf = (
  kept: Record<string, unknown>,
  facts: {
    attr_country_code: string;
    attr_specs: string;
    attr_place: string;
    validity_months: number;
    manufacturer: string;
  },
) => ({
  ...kept,
  attr_country_code: facts.attr_country_code,
  attr_specs: facts.attr_specs,
  attr_place: facts.attr_place,
  attr_validity: facts.validity_months > 0 ? `${facts.validity_months}个月` : '',
  attr_factory: facts.manufacturer,
});

/**
 * The goods row of an editor body (issue 25). `attr` keeps the spec §3 attr_* fields the editor
 * does not show (production date, goods attr) from `previousAttr`; the description is sanitised
 * here, on the server; the pinyin of the name and generic name is kept for search.
 */
export function goodsValuesOf(
  body: GoodsAddBody,
  categoryPath: string,
  previousAttr: unknown,
  defaultSku: SkuDraft,
): GoodsValues {
  const kept = (previousAttr ?? {}) as Record<string, unknown>;
  return {
    goodsName: body.goods_name,
    genericName: body.generic_name,
    introduction: body.introduction,
    keywords: body.keywords,
    categoryId: body.category_id,
    categoryPath,
    brandId: body.brand_id,
    goodsImage: body.images[0]!,
    goodsContent: sanitiseRichText(body.goods_content),
    unit: body.unit,
    minBuy: body.min_buy,
    maxBuy: body.max_buy,
    maxBuyType: body.max_buy_type,
    ...medicineFlagsOf(body.goods_kind, body.approval_number),
    goodsKind: body.goods_kind,
    businessScope: body.business_scope,
    pieceQty: body.piece_qty,
    numMultiple: body.num_multiple,
    storage: body.storage,
    instructionsPdf: body.instructions_pdf,
    deliveryTypes: body.delivery_types,
    serviceIds: body.service_ids,
    specFormat: body.spec_format,
    isJc: body.is_jc,
    traceabilityCode: body.traceability_code,
    approvalNumber: body.approval_number,
    dosageForm: body.dosage_form,
    manufacturer: body.manufacturer,
    attr: editorAttrOf(kept, body),
    validityDays: validityDaysOf(body.validity_months),
    goodsErpSpid: body.goods_erp_spid,
    barCode: body.bar_code,
    taxRate: body.tax_rate,
    // The goods' summary follows its default SKU (and its stock their sum, `syncGoodsSummary`).
    priceFen: defaultSku.priceFen,
    marketPriceFen: defaultSku.marketPriceFen,
    goodsState: body.goods_state,
    ...searchPinyinOf(body.goods_name, body.generic_name),
    updatedAt: new Date(),
  };
}

/** Months of shelf life of a goods row (the editor's unit). */
export const validityMonthsOf = (days: number) => Math.round(days / DAYS_PER_MONTH);

/** The sale-control rule of a body (pricing writes it), null for none. */
export function saleControlOf(body: GoodsAddBody): SaleControlRuleInput | null {
  const rule = body.sale_control;
  if (!rule) return null;
  return {
    ruleName: rule.rule_name,
    allowedLabelIds: [...new Set(rule.allowed_label_ids)],
    barredAreaIds: [...new Set(rule.barred_area_ids)],
    requiredScopes: [...new Set(rule.required_scopes)],
    viewPrice: rule.view_price,
    notBuyMsg: rule.not_buy_msg,
  };
}
