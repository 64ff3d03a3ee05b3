import {
  approvalNumberProblem,
  tierProblem,
  type EditorSkuInput,
  type GoodsAddBody,
} from '@shop/contracts/catalogue';
import { ApiCode } from '@shop/contracts/common';
import { yuanToFen } from '@shop/contracts/money';
import { AppError } from '../../lib/app-error';
import type { MessageKey, MessageParams } from '../../lib/i18n/translate';
import { translate } from '../../lib/i18n/translate';

/*
 * The goods editor's body checked and turned into the rows it writes (issue 25): money in fen,
 * SKU names from the axes, the first SKU the default. Every refusal names the field (in the
 * message and as `data.field`, so the console puts it beside the field) and nothing is written.
 */

/** A refusal of the editor naming the field at fault. */
export const refuse = (key: MessageKey, field: string, params: MessageParams = {}) =>
  new AppError(key, { field, ...params }, ApiCode.FAIL, { field });

export type SkuDraft = {
  skuId: number | undefined;
  specValues: string[];
  specName: string;
  skuName: string;
  skuNo: string;
  priceFen: number;
  marketPriceFen: number;
  costPriceFen: number;
  memberPriceFen: number | null;
  grades: { kind: 'label' | 'level'; targetId: number; priceFen: number }[];
  tiers: { num: number; limit_num: number; price_fen: number }[];
  stock: number;
  /** The stock the editor loaded (edit), see `settleStock`. */
  loadedStock: number | undefined;
  stockAlarm: number;
  isDefault: boolean;
};

/** The specification text of a SKU of a goods without axes: "0.25g*24粒/盒". */
export const plainSpecName = (attrSpecs: string, unit: string) =>
  [attrSpecs, unit].filter(Boolean).join('/').slice(0, 80);

const fenOrNull = (yuan: string) => (yuan === '' ? null : yuanToFen(yuan));

function checkAxes(body: GoodsAddBody): void {
  for (const axis of body.spec_format)
    if (new Set(axis.values).size !== axis.values.length)
      throw refuse('goods_editor.spec_value_duplicate', 'spec_format', { axis: axis.name });
}

function skuDraft(body: GoodsAddBody, sku: EditorSkuInput, i: number): SkuDraft {
  const field = `skus.${i}`;
  const n = i + 1;
  const fits =
    sku.spec_values.length === body.spec_format.length &&
    sku.spec_values.every((v, a) => body.spec_format[a]!.values.includes(v));
  if (!fits) throw refuse('goods_editor.spec_values_mismatch', `${field}.spec_values`, { sku: n });
  const priceFen = yuanToFen(sku.price);
  const memberPriceFen = fenOrNull(sku.member_price);
  if (memberPriceFen !== null && memberPriceFen > priceFen)
    throw refuse('goods_editor.member_price_above_price', `${field}.member_price`, { sku: n });
  const grades = [
    ...sku.label_prices.map((g) => ({ kind: 'label' as const, ...g })),
    ...sku.level_prices.map((g) => ({ kind: 'level' as const, ...g })),
  ].map((g) => ({ kind: g.kind, targetId: g.target_id, priceFen: yuanToFen(g.price) }));
  const keys = new Set(grades.map((g) => `${g.kind}:${g.targetId}`));
  if (keys.size !== grades.length)
    throw refuse('goods_editor.grade_duplicate', `${field}.label_prices`, { sku: n });
  const above = grades.find((g) => g.priceFen > priceFen);
  if (above)
    throw refuse('goods_editor.grade_price_above_price', `${field}.${above.kind}_prices`, {
      sku: n,
    });
  const tiers = sku.wholesale_tiers.map((t) => ({ num: t.num, price_fen: yuanToFen(t.price) }));
  const bad = tierProblem(tiers, priceFen);
  if (bad)
    throw refuse(`goods_editor.${bad.problem}`, `${field}.wholesale_tiers.${bad.index}`, {
      sku: n,
    });
  const values = sku.spec_values.join(' ');
  const specName = sku.spec_values.length
    ? sku.spec_values.join(' ')
    : plainSpecName(body.attr_specs, body.unit);
  return {
    skuId: sku.sku_id,
    specValues: sku.spec_values,
    specName: specName.slice(0, 80),
    // The name of a goods named after its first pack (阿莫西林胶囊 0.25g*24粒) is not repeated.
    skuName: [body.goods_name, body.goods_name.includes(values) ? '' : values]
      .filter(Boolean)
      .join(' ')
      .slice(0, 160),
    skuNo: sku.sku_no,
    priceFen,
    marketPriceFen: fenOrNull(sku.market_price) ?? 0,
    costPriceFen: fenOrNull(sku.cost_price) ?? 0,
    memberPriceFen,
    grades,
    tiers: tiers.map((t) => ({ num: t.num, limit_num: 0, price_fen: t.price_fen })),
    stock: sku.stock,
    loadedStock: sku.loaded_stock,
    stockAlarm: sku.stock_alarm,
    isDefault: i === 0,
  };
}

/**
 * The drafts with the stock to write (issue 25): a SKU's change typed since the editor loaded it,
 * applied to its stock at the time of saving, so units orders took meanwhile stay taken; never
 * below 0. A SKU without a loaded stock (new, or a caller that sends none) takes its stock as sent.
 */
export const settleStock = (drafts: SkuDraft[], stockNow: Map<number, number>): SkuDraft[] =>
  drafts.map((d) => {
    const now = d.skuId === undefined ? undefined : stockNow.get(d.skuId);
    if (now === undefined || d.loadedStock === undefined) return d;
    return { ...d, stock: Math.max(0, now + d.stock - d.loadedStock) };
  });

/**
 * The SKU rows of a body, checked: values that fit the axes, no combination or SKU number twice,
 * member and grade prices not above the price, tiers rising in quantity and falling in price.
 */
export function skuDrafts(body: GoodsAddBody): SkuDraft[] {
  checkAxes(body);
  const drafts = body.skus.map((sku, i) => skuDraft(body, sku, i));
  const combos = new Set<string>();
  const numbers = new Set<string>();
  drafts.forEach((d, i) => {
    const combo = JSON.stringify(d.specValues);
    if (combos.has(combo))
      throw refuse('goods_editor.sku_duplicate', `skus.${i}.spec_values`, { sku: i + 1 });
    combos.add(combo);
    if (d.skuNo && numbers.has(d.skuNo))
      throw refuse('goods_editor.sku_no_taken', `skus.${i}.sku_no`, { code: d.skuNo });
    if (d.skuNo) numbers.add(d.skuNo);
  });
  return drafts;
}

/** The goods-level rules: the 批准文号 fits the goods kind, 中包装 within the purchase limit. */
export function checkGoodsFacts(body: GoodsAddBody, lang: 'zh-CN' | 'en-US'): void {
  const problem = approvalNumberProblem(body.goods_kind, body.approval_number);
  if (problem)
    throw refuse(`goods_editor.${problem}`, 'approval_number', {
      kind: translate(lang, `goods_kind.${body.goods_kind}`),
    });
  if (body.max_buy > 0 && body.max_buy_type === 1 && body.min_buy > body.max_buy)
    throw refuse('goods_editor.min_buy_above_max', 'min_buy');
}
