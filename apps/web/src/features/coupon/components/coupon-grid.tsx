import type { ReactNode } from 'react';

/** Coupons in rows of `columns` (three in the centre, two in the member area). */
export function CouponGrid({ columns = 3, children }: { columns?: number; children: ReactNode }) {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: `repeat(${columns}, 1fr)`, gap: 16 }}>
      {children}
    </div>
  );
}
