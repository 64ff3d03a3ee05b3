import type { ConfirmCoupon, ConfirmLine } from '@shop/contracts/order';
import { yuanToFen } from '@shop/contracts/money';

/** A row group of a shop's goods table: a single line, or the goods of one bundle under its name. */
export type LineGroup =
  | { kind: 'line'; line: ConfirmLine }
  | { kind: 'bundle'; bl_id: number; bl_name: string; lines: ConfirmLine[] };

/**
 * Groups the lines of one shop for display: the goods of a bundle (same bl_id > 0) together
 * under the bundle's name at the place of its first goods; other lines, exchange goods
 * included, stay in the server's order.
 */
export function groupLines(lines: ConfirmLine[]): LineGroup[] {
  const groups: LineGroup[] = [];
  const bundles = new Map<number, Extract<LineGroup, { kind: 'bundle' }>>();
  for (const line of lines) {
    if (line.bl_id <= 0) {
      groups.push({ kind: 'line', line });
      continue;
    }
    const known = bundles.get(line.bl_id);
    if (known) {
      known.lines.push(line);
      continue;
    }
    const group = {
      kind: 'bundle' as const,
      bl_id: line.bl_id,
      bl_name: line.bl_name,
      lines: [line],
    };
    bundles.set(line.bl_id, group);
    groups.push(group);
  }
  return groups;
}

/** Whether a line's unit price shows a promotional price beside the struck-out normal one. */
export const isDiscounted = (line: ConfirmLine): boolean =>
  yuanToFen(line.discount_price) < yuanToFen(line.price);

export const isExchange = (line: ConfirmLine): boolean => line.promotion_type === 'exchange';

/** The texts a coupon option shows, as i18n keys with their values. */
export function couponTexts(coupon: ConfirmCoupon): {
  rule: [key: string, values: Record<string, string | number>];
  note: [key: string, values: Record<string, string | number>];
} {
  const threshold = yuanToFen(coupon.at_least) > 0;
  const rule: [string, Record<string, string | number>] =
    coupon.type === 'reward'
      ? [
          threshold ? 'checkout:coupon.reward' : 'checkout:coupon.rewardNoThreshold',
          { atLeast: coupon.at_least, money: coupon.money },
        ]
      : [
          threshold ? 'checkout:coupon.discount' : 'checkout:coupon.discountNoThreshold',
          {
            atLeast: coupon.at_least,
            discount: coupon.discount / 10,
            percent: 100 - coupon.discount,
          },
        ];
  const note: [string, Record<string, string | number>] = coupon.usable
    ? ['checkout:coupon.saves', { money: coupon.coupon_money }]
    : ['checkout:coupon.unusable', { atLeast: coupon.at_least }];
  return { rule, note };
}
