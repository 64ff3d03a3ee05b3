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
  const medicinal = ['rx', 'otc', 'tcm_pieces'].includes(body.goods_kind);
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
    isMedicinal: medicinal ? 1 : 0,
    isChineseMedicine:
      body.goods_kind === 'tcm_pieces' || body.approval_number.startsWith('国药准字Z') ? 1 : 0,
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
    attr: {
      ...kept,
      attr_country_code: body.attr_country_code,
      attr_specs: body.attr_specs,
      attr_place: body.attr_place,
      attr_validity: body.validity_months > 0 ? `${body.validity_months}个月` : '',
      attr_factory: body.manufacturer,
    },
    validityDays: Math.round(body.validity_months * DAYS_PER_MONTH),
    goodsErpSpid: body.goods_erp_spid,
    barCode: body.bar_code,
    taxRate: body.tax_rate,
    // The goods' summary follows its default SKU (and its stock their sum, `syncGoodsSummary`).
    priceFen: defaultSku.priceFen,
    marketPriceFen: defaultSku.marketPriceFen,
    goodsState: body.goods_state,
    pinyin: joinPinyin(body.goods_name, body.generic_name, fullPinyin),
    pinyinInitials: joinPinyin(body.goods_name, body.generic_name, pinyinInitials).slice(0, 255),
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
