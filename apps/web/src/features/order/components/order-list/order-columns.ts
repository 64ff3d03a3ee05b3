import type { CSSProperties } from 'react';

/** Widths of the list's columns after 商品 (which takes the rest): 单价, 数量, 实付款, 状态, 操作. */
export const COLUMN_WIDTHS = { price: 96, num: 64, money: 132, status: 112, actions: 124 } as const;

export const cellStyle = (width: number, extra: CSSProperties = {}): CSSProperties => ({
  width,
  boxSizing: 'border-box',
  flexShrink: 0,
  textAlign: 'center',
  ...extra,
});
