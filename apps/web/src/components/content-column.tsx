import type { CSSProperties, ReactNode } from 'react';

/** Width of the centred content column of the desktop mall layout. */
export const CONTENT_WIDTH = 1210;

/** The centred content column: bands span the page, their content lines up in this column. */
export function ContentColumn({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  return <div style={{ width: CONTENT_WIDTH, margin: '0 auto', ...style }}>{children}</div>;
}
