import type { EditorSkuInput, SpecAxis } from '@shop/contracts/catalogue';

/** A SKU row of the editor's grid: the wire's SKU with its values on the axes. */
export type SkuRowValues = EditorSkuInput;

/** A fresh SKU row: no price yet, nothing set. */
export const blankSku = (specValues: string[]): SkuRowValues => ({
  spec_values: specValues,
  sku_no: '',
  price: '',
  market_price: '',
  cost_price: '',
  member_price: '',
  label_prices: [],
  level_prices: [],
  wholesale_tiers: [],
  stock: 0,
  stock_alarm: 0,
});

/** The axes worth generating from: named, with at least one non-blank value each. */
export const usableAxes = (axes: readonly SpecAxis[]): SpecAxis[] =>
  axes
    .map((a) => ({ name: a.name.trim(), values: a.values.map((v) => v.trim()).filter(Boolean) }))
    .filter((a) => a.name !== '' && a.values.length > 0);

/** Every combination of the axes' values, in the axes' order (one empty combination for none). */
export function combinations(axes: readonly SpecAxis[]): string[][] {
  return axes.reduce<string[][]>(
    (combos, axis) => combos.flatMap((combo) => axis.values.map((v) => [...combo, v])),
    [[]],
  );
}

/**
 * The SKU grid of the axes (issue 25: SKUs generated from the axes): one row per combination, in
 * order. A row whose combination existed keeps everything typed into it (and its `sku_id`); with
 * no axes the goods has one SKU, the first row kept. A row of a removed value disappears.
 */
export function skuGrid(
  axes: readonly SpecAxis[],
  previous: readonly SkuRowValues[],
): SkuRowValues[] {
  const usable = usableAxes(axes);
  if (usable.length === 0) return [{ ...(previous[0] ?? blankSku([])), spec_values: [] }];
  const byKey = new Map(previous.map((row) => [JSON.stringify(row.spec_values), row]));
  return combinations(usable).map((combo) => byKey.get(JSON.stringify(combo)) ?? blankSku(combo));
}
