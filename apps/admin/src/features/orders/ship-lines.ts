import type { ConsoleOrderDetail, ConsoleShipBody } from '@shop/contracts/order';

type Line = Pick<ConsoleOrderDetail['goods'][number], 'order_goods_id' | 'num' | 'delivery_num'>;

/** Units of a line not shipped yet. */
export const remainingOf = (line: Line): number => Math.max(0, line.num - line.delivery_num);

/** The lines that still have units to ship, in the order's order. */
export const linesToShip = <L extends Line>(goods: readonly L[]): L[] =>
  goods.filter((line) => remainingOf(line) > 0);

/**
 * The package form's starting quantities (issue 15: "default: all remaining"), keyed by
 * `order_goods_id` as the form holds them.
 */
export const defaultQuantities = (goods: readonly Line[]): Record<string, number> =>
  Object.fromEntries(linesToShip(goods).map((line) => [line.order_goods_id, remainingOf(line)]));

/** The batch the form holds for a line: 批号 and 有效期至 (YYYY-MM-DD), either may be blank. */
export type LineBatch = { batch_no?: string; expiry_date?: string };

/**
 * The ship call's `goods` from the form's quantities and batches: the lines with at least one
 * unit, each capped to what is left (the server refuses more anyway), with the batch when one is
 * filled in. Empty when nothing goes in.
 */
export function packageGoods(
  goods: readonly Line[],
  quantities: Record<string, number | null | undefined>,
  batches: Record<string, LineBatch | undefined> = {},
): NonNullable<ConsoleShipBody['goods']> {
  return linesToShip(goods).flatMap((line) => {
    const num = Math.min(Math.floor(quantities[line.order_goods_id] ?? 0), remainingOf(line));
    if (num <= 0) return [];
    const batchNo = batches[line.order_goods_id]?.batch_no?.trim();
    const expiry = batches[line.order_goods_id]?.expiry_date;
    return [
      {
        order_goods_id: line.order_goods_id,
        num,
        ...(batchNo ? { batch_no: batchNo } : {}),
        ...(expiry ? { expiry_date: expiry } : {}),
      },
    ];
  });
}
