import type { EditorSku, GoodsEditorData, SpecAxis } from '@shop/contracts/catalogue';
import { GOODS_DELIVERY_KINDS } from '@shop/contracts/catalogue';
import { fenToYuan } from '@shop/contracts/money';
import type { SaleControlRuleRow } from '../pricing';
import { attrText } from './goods-card.service';
import { goodsKindOf } from './goods-detail-facts';
import { validityMonthsOf } from './goods-editor-values';
import type { EditorGoodsRow, EditorSkuRow, findSkuGrades } from './goods-editor.repository';

type GradeRow = Awaited<ReturnType<typeof findSkuGrades>>[number];

const strings = (raw: unknown): string[] =>
  Array.isArray(raw) ? raw.filter((v): v is string => typeof v === 'string') : [];

function axes(raw: unknown): SpecAxis[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((a) => {
    const axis = a as { name?: unknown; values?: unknown };
    return typeof axis.name === 'string' ? [{ name: axis.name, values: strings(axis.values) }] : [];
  });
}

function tiers(raw: unknown): EditorSku['wholesale_tiers'] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((t) => {
    const tier = t as { num?: unknown; price_fen?: unknown };
    return typeof tier.num === 'number' && typeof tier.price_fen === 'number'
      ? [{ num: tier.num, price: fenToYuan(tier.price_fen) }]
      : [];
  });
}

const money = (fen: number | null) => (fen === null || fen === 0 ? '' : fenToYuan(fen));

function toSku(row: EditorSkuRow, grades: GradeRow[]): EditorSku {
  const own = grades.filter((g) => g.skuId === row.skuId);
  const priced = (kind: string) =>
    own
      .filter((g) => g.kind === kind)
      .map((g) => ({ target_id: g.targetId, price: fenToYuan(g.priceFen) }));
  return {
    sku_id: row.skuId,
    spec_values: strings(row.specValues),
    sku_no: row.skuNo,
    price: fenToYuan(row.priceFen),
    market_price: money(row.marketPriceFen),
    cost_price: money(row.costPriceFen),
    member_price: row.memberPriceFen === null ? '' : fenToYuan(row.memberPriceFen),
    label_prices: priced('label'),
    level_prices: priced('level'),
    wholesale_tiers: tiers(row.wholesaleTiers),
    stock: row.stock,
    stock_alarm: row.stockAlarm,
  };
}

/** A goods as the console's editor loads it (issue 25); the cost stays in the console. */
export function toEditorData(
  row: EditorGoodsRow,
  skus: EditorSkuRow[],
  grades: GradeRow[],
  rule: (SaleControlRuleRow & { ruleName: string }) | undefined,
): GoodsEditorData {
  const images = skus[0]?.skuImages.split(',').filter(Boolean) ?? [];
  const delivery = strings(row.deliveryTypes);
  return {
    goods_id: row.goodsId,
    site_id: row.siteId,
    goods_name: row.goodsName,
    generic_name: row.genericName,
    introduction: row.introduction,
    brand_id: row.brandId,
    category_id: row.categoryId,
    keywords: row.keywords,
    unit: row.unit,
    goods_erp_spid: row.goodsErpSpid,
    bar_code: row.barCode,
    goods_kind: goodsKindOf(row.goodsKind),
    is_jc: row.isJc,
    traceability_code: row.traceabilityCode,
    business_scope: row.businessScope,
    attr_specs: attrText(row.attr, 'attr_specs'),
    dosage_form: row.dosageForm,
    manufacturer: row.manufacturer,
    approval_number: row.approvalNumber,
    attr_place: attrText(row.attr, 'attr_place'),
    attr_country_code: attrText(row.attr, 'attr_country_code'),
    validity_months: validityMonthsOf(row.validityDays),
    piece_qty: row.pieceQty,
    min_buy: row.minBuy,
    num_multiple: row.numMultiple,
    max_buy: row.maxBuy,
    max_buy_type: row.maxBuyType,
    tax_rate: row.taxRate,
    storage: row.storage,
    spec_format: axes(row.specFormat),
    skus: skus.map((s) => toSku(s, grades)),
    images: images.length > 0 ? images : [row.goodsImage].filter(Boolean),
    goods_content: row.goodsContent,
    instructions_pdf: row.instructionsPdf,
    service_ids: row.serviceIds,
    delivery_types: GOODS_DELIVERY_KINDS.filter((k) => delivery.includes(k)),
    goods_state: row.goodsState,
    sale_control: rule
      ? {
          rule_name: rule.ruleName,
          allowed_label_ids: rule.allowedLabelIds,
          barred_area_ids: rule.barredAreaIds,
          required_scopes: rule.requiredScopes,
          view_price: rule.viewPrice,
          not_buy_msg: rule.notBuyMsg,
        }
      : null,
  };
}
