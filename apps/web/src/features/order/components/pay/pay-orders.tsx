import type { PayInfo } from '@shop/contracts/order';
import { formatYuan } from '@shop/web-kit/money';
import { theme } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { palette } from '@/app/theme';

/** The orders one payment covers: number, goods and amount. */
export function PayOrders({ orders }: { orders: PayInfo['orders'] }) {
  const { t } = useTranslation('checkout');
  const { token } = theme.useToken();
  const cell: CSSProperties = {
    padding: '10px 12px',
    borderTop: `1px solid ${token.colorBorderSecondary}`,
  };
  const head: CSSProperties = {
    ...cell,
    borderTop: 'none',
    fontWeight: 400,
    textAlign: 'left',
    color: token.colorTextSecondary,
    background: token.colorFillQuaternary,
  };
  return (
    <section
      aria-label={t('pay.orders')}
      style={{ background: palette.white, padding: '16px 24px' }}
    >
      <h2 style={{ fontSize: 15, margin: '0 0 12px' }}>{t('pay.orders')}</h2>
      <table style={{ width: '100%', borderCollapse: 'collapse' }}>
        <thead>
          <tr>
            <th style={{ ...head, width: 260 }}>{t('pay.orderNo')}</th>
            <th style={head}>{t('pay.orderName')}</th>
            <th style={{ ...head, width: 160, textAlign: 'right' }}>{t('pay.orderMoney')}</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.order_id}>
              <td style={cell}>{order.order_no}</td>
              <td style={{ ...cell, color: token.colorText }}>{order.order_name}</td>
              <td style={{ ...cell, textAlign: 'right' }}>{formatYuan(order.order_money)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
