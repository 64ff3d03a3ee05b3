import type { ConsoleGoodsRow, ConsoleSku } from '@shop/contracts/catalogue';
import { MoneyInputSchema, yuanToFen } from '@shop/contracts/money';
import type { ConsoleSeckillDetail, SeckillAddBody } from '@shop/contracts/promotion';

/**
 * The seckill editor's values and rules (issue 27, ADR 0030), the server's own: at least one and
 * at most 100 goods, no SKU twice, a seckill price in yuan (at most 2 decimals) above 0 and below
 * the SKU's price, units set aside and the per-member limit whole numbers ≥ 0 (0: no cap, no
 * limit), the sort 0..9999. What they cannot see (the same SKU in another seckill whose window
 * overlaps) the server refuses, and its message is shown as it is.
 */
export const MAX_GOODS = 100;
const COUNT_MAX = 9_999_999;
const SORT_MAX = 9999;

/** One goods row: the SKU as shown beside, and the seckill's terms as typed. */
export type SeckillGoodsRow = {
  sku_id: number;
  goods_id: number;
  sku_name: string;
  /** The SKU's own price (yuan) and stock, shown beside the terms. */
  price: string;
  stock: number;
  sold_num: number;
  seckill_price: string;
  seckill_stock: string;
  limit: string;
  sort: string;
};

export type SeckillEditorValues = {
  name: string;
  /** YYYY-MM-DD, '' while unset. */
  day: string;
  time_id: number | null;
  goods: SeckillGoodsRow[];
};

export const emptySeckill = (): SeckillEditorValues => ({
  name: '',
  day: '',
  time_id: null,
  goods: [],
});

/** The editor's values for a saved seckill. */
export const valuesOf = (detail: ConsoleSeckillDetail): SeckillEditorValues => ({
  name: detail.name,
  day: detail.day,
  time_id: detail.time_id,
  goods: detail.goods.map((goods) => ({
    sku_id: goods.sku_id,
    goods_id: goods.goods_id,
    sku_name: goods.sku_name,
    price: goods.price,
    stock: goods.stock,
    sold_num: goods.sold_num,
    seckill_price: goods.seckill_price,
    seckill_stock: String(goods.seckill_stock),
    limit: String(goods.limit),
    sort: String(goods.sort),
  })),
});

/** A row for a SKU picked from the goods list: its terms still to fill in. */
export const pickedRow = (goods: ConsoleGoodsRow, sku: ConsoleSku): SeckillGoodsRow => ({
  sku_id: sku.sku_id,
  goods_id: goods.goods_id,
  sku_name: skuLabel(goods, sku),
  price: sku.price,
  stock: sku.stock,
  sold_num: 0,
  seckill_price: '',
  seckill_stock: '0',
  limit: '0',
  sort: '0',
});

/** "阿莫西林胶囊 0.25g*24粒": the goods name and the SKU's spec, once. */
export const skuLabel = (goods: ConsoleGoodsRow, sku: ConsoleSku) => {
  const spec = sku.spec_name.trim();
  return spec && !goods.goods_name.includes(spec)
    ? `${goods.goods_name} ${spec}`
    : goods.goods_name;
};

export type GoodsField = 'seckill_price' | 'seckill_stock' | 'limit' | 'sort';
export type GoodsProblem =
  | 'price_required'
  | 'money'
  | 'price_zero'
  | 'price_not_below'
  | 'whole_number'
  | 'sort_range'
  | 'duplicate';

const wholeUpTo = (value: string, max: number) =>
  /^\d{1,7}$/.test(value.trim()) && Number(value.trim()) <= max;

/** What is wrong with one field of a goods row, or null. */
export function goodsFieldProblem(row: SeckillGoodsRow, field: GoodsField): GoodsProblem | null {
  const value = row[field].trim();
  if (field === 'seckill_price') {
    if (value === '') return 'price_required';
    if (!MoneyInputSchema.safeParse(value).success) return 'money';
    const fen = yuanToFen(value);
    if (fen <= 0) return 'price_zero';
    return fen < yuanToFen(row.price) ? null : 'price_not_below';
  }
  if (field === 'sort') return wholeUpTo(value, SORT_MAX) ? null : 'sort_range';
  return wholeUpTo(value, COUNT_MAX) ? null : 'whole_number';
}

export type RowProblems = Partial<Record<GoodsField | 'sku', GoodsProblem>>;
export type SeckillProblems = {
  /** The goods as a whole: none chosen, or more than the server takes. */
  goods: 'no_goods' | 'too_many' | null;
  /** By SKU id, each row's problems (absent: none). */
  rows: Map<number, RowProblems>;
};

const FIELDS: readonly GoodsField[] = ['seckill_price', 'seckill_stock', 'limit', 'sort'];

/** Every problem of the goods table (the form's own fields are checked by the form). */
export function seckillProblems(goods: readonly SeckillGoodsRow[]): SeckillProblems {
  const rows = new Map<number, RowProblems>();
  const seen = new Set<number>();
  for (const row of goods) {
    const problems: RowProblems = {};
    if (seen.has(row.sku_id)) problems.sku = 'duplicate';
    seen.add(row.sku_id);
    for (const field of FIELDS) {
      const problem = goodsFieldProblem(row, field);
      if (problem) problems[field] = problem;
    }
    if (Object.keys(problems).length > 0)
      rows.set(row.sku_id, { ...rows.get(row.sku_id), ...problems });
  }
  return {
    goods: goods.length === 0 ? 'no_goods' : goods.length > MAX_GOODS ? 'too_many' : null,
    rows,
  };
}

export const hasProblems = (problems: SeckillProblems) =>
  problems.goods !== null || problems.rows.size > 0;

/** The add call's body (the edit call adds `promotion_id`); the values are valid. */
export const seckillBody = (values: SeckillEditorValues, publish: boolean): SeckillAddBody => ({
  name: values.name.trim(),
  day: values.day,
  time_id: values.time_id ?? 0,
  publish,
  goods: values.goods.map((row) => ({
    sku_id: row.sku_id,
    seckill_price: row.seckill_price.trim(),
    seckill_stock: Number(row.seckill_stock.trim()),
    limit: Number(row.limit.trim()),
    sort: Number(row.sort.trim()),
  })),
});
