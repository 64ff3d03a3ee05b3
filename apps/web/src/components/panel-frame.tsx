import type { ReactNode } from 'react';
import { palette } from '@/app/theme';

/**
 * The frame of a member-centre page: the brand line on top, the title, actions on the right
 * (withdrawals, the verification desk and its records).
 */
export function PanelFrame({
  title,
  extra,
  children,
}: {
  title: string;
  extra?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      style={{ background: palette.white, borderTop: `2px solid ${palette.brand}`, minHeight: 480 }}
    >
      <header
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 12,
          padding: '12px 16px',
          borderBottom: `1px solid ${palette.dividerLight}`,
        }}
      >
        <h1 style={{ margin: 0, fontSize: 18, fontWeight: 600 }}>{title}</h1>
        <span style={{ flex: 1 }} />
        {extra}
      </header>
      <div style={{ padding: 16 }}>{children}</div>
    </section>
  );
}
