import type { ReactNode } from 'react';
import { palette } from '@/app/theme';

/** One white block of an order's page: its title, an action on the right, then its content. */
export function DetailSection({
  title,
  extra,
  children,
}: {
  title: string;
  extra?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-label={title} style={{ background: palette.white, padding: '16px 24px 24px' }}>
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <h2 style={{ fontSize: 15, fontWeight: 600, margin: '0 0 12px' }}>{title}</h2>
        {extra}
      </div>
      {children}
    </section>
  );
}
