import { theme } from 'antd';
import type { ReactNode } from 'react';
import { palette } from '@/app/theme';

/** A titled band of the confirmation page (收货地址, 商品清单, 发票信息). */
export function CheckoutSection({
  id,
  title,
  children,
}: {
  id?: string;
  title: string;
  children: ReactNode;
}) {
  const { token } = theme.useToken();
  return (
    <section id={id} aria-label={title} style={{ background: palette.white, padding: '16px 20px' }}>
      <h2
        style={{
          margin: '0 0 12px',
          fontSize: 15,
          fontWeight: 700,
          paddingLeft: 8,
          borderLeft: `3px solid ${token.colorPrimary}`,
          lineHeight: '16px',
        }}
      >
        {title}
      </h2>
      {children}
    </section>
  );
}
