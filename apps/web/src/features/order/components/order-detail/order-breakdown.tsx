import type { OrderDetail } from '@shop/contracts/order';
import { formatYuan } from '@shop/web-kit/money';
import { useTranslation } from 'react-i18next';
import { palette } from '@/app/theme';
import { isPointOrder, orderBreakdown } from '../../lib/order-money';

/**
 * 商品金额, 促销优惠, 满减, 优惠券, 运费 and 实付款, right-aligned under the goods: the server's
 * values. A points-exchange order shows the points it took instead of money.
 */
export function OrderBreakdown({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('order');
  if (isPointOrder(order))
    return (
      <div
        data-testid="order-point-paid"
        style={{ margin: '16px 0 0', textAlign: 'right', color: palette.brand, fontSize: 18 }}
      >
        {t('point.paid', { point: order.point })}
      </div>
    );
  const rows = orderBreakdown(order);
  return (
    <dl
      style={{
        margin: '16px 0 0 auto',
        width: 320,
        display: 'grid',
        gridTemplateColumns: '1fr auto',
        gap: '8px 16px',
        fontSize: 13,
      }}
    >
      {rows.map(({ key, sign, money }) => {
        const total = key === 'orderMoney';
        return (
          <div key={key} style={{ display: 'contents' }}>
            <dt
              style={{
                textAlign: 'right',
                color: total ? palette.text : palette.textSecondary,
                paddingTop: total ? 8 : 0,
                borderTop: total ? `1px solid ${palette.dividerLight}` : undefined,
              }}
            >
              {t(`detail.breakdown.${key}`)}
              {t('colon')}
            </dt>
            <dd
              data-testid={`order-${key}`}
              style={{
                margin: 0,
                textAlign: 'right',
                paddingTop: total ? 8 : 0,
                borderTop: total ? `1px solid ${palette.dividerLight}` : undefined,
                color: total ? palette.brand : palette.text,
                fontSize: total ? 20 : 13,
                fontWeight: total ? 600 : 400,
              }}
            >
              {formatYuan(money, sign)}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
