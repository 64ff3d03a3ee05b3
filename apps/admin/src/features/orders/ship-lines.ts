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

/**
 * The ship call's `goods` from the form's quantities: the lines with at least one unit, each
 * capped to what is left (the server refuses more anyway). Empty when nothing goes in.
 */
export function packageGoods(
  goods: readonly Line[],
  quantities: Record<string, number | null | undefined>,
): NonNullable<ConsoleShipBody['goods']> {
  return linesToShip(goods).flatMap((line) => {
    const num = Math.min(Math.floor(quantities[line.order_goods_id] ?? 0), remainingOf(line));
    return num > 0 ? [{ order_goods_id: line.order_goods_id, num }] : [];
  });
}
