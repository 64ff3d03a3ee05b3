import { formatYuan } from '@shop/web-kit/money';

/** A money amount from the wire's yuan, 2 decimals, figures aligned (the one way to show money). */
export function Money({ value }: { value: string | number }) {
  return <span style={{ fontVariantNumeric: 'tabular-nums' }}>{formatYuan(value)}</span>;
}
