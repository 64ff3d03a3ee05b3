import type { ReactNode } from 'react';

/** Column width of a floor: one goods card (the shared card is 230 px wide). */
export const FLOOR_COLUMN = 230;
const GAP = 15;
/** About the height of two rows of cards: the space a floor keeps before its goods render. */
export const FLOOR_BODY_HEIGHT = 860;
/** Four cards beside the side column make the 1210 px content column. */
const COLUMNS = 5;

/** A side column (banner or category panel) spanning two rows, then the goods cards. */
export function FloorGrid({ side, children }: { side: ReactNode; children: ReactNode }) {
  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: `repeat(${COLUMNS}, ${FLOOR_COLUMN}px)`,
        gap: GAP,
        marginTop: 12,
      }}
    >
      <div style={{ gridRow: 'span 2', minHeight: 0 }}>{side}</div>
      {children}
    </div>
  );
}
