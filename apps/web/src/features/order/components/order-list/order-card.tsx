import { yuanToFen } from '@shop/contracts/money';
import type { OrderGoods, OrderSummary } from '@shop/contracts/order';
import { shopDateTimeSeconds } from '@shop/web-kit/shop-time';
import { formatYuan } from '@shop/web-kit/money';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { palette } from '@/app/theme';
import { Price } from '@/components/price';
import {
  groupOrderGoods,
  isDiscounted,
  isPointOrder,
  unitPointsOf,
  type OrderGoodsGroup,
} from '../../lib/order-money';
import { orderDetailPath } from '../../lib/order-paths';
import { OrderActionButtons } from './order-action-buttons';
import { cellStyle, COLUMN_WIDTHS } from './order-columns';
import { OrderGoodsSummary } from './order-goods-line';
import { OrderNo } from './order-no';

const BORDER = `1px solid ${palette.divider}`;

/**
 * A goods line. A points-mall line has no money price: `unitPoints` is what one unit cost in
 * points (null on a money order).
 */
function GoodsRow({
  goods,
  first,
  unitPoints,
}: {
  goods: OrderGoods;
  first: boolean;
  unitPoints: number | null;
}) {
  const { t } = useTranslation('order');
  return (
    <div
      style={{
        display: 'flex',
        alignItems: 'center',
        padding: '12px 0 12px 16px',
        borderTop: first ? undefined : `1px dashed ${palette.dividerLight}`,
      }}
    >
      <div style={{ flex: 1, minWidth: 0 }}>
        <OrderGoodsSummary goods={goods} />
      </div>
      <div style={cellStyle(COLUMN_WIDTHS.price)}>
        <div>
          {unitPoints === null ? (
            <Price value={goods.discount_price} original={goods.price} />
          ) : (
            t('point.points', { point: unitPoints })
          )}
        </div>
        {unitPoints === null && isDiscounted(goods) && (
          <div style={{ fontSize: 12, color: palette.brand }}>
            {t('list.lineCharge', { money: formatYuan(goods.real_goods_money) })}
          </div>
        )}
      </div>
      <div style={cellStyle(COLUMN_WIDTHS.num, { color: palette.textSecondary })}>×{goods.num}</div>
    </div>
  );
}

function GoodsGroup({
  group,
  first,
  unitPoints,
}: {
  group: OrderGoodsGroup;
  first: boolean;
  unitPoints: number | null;
}) {
  const { t } = useTranslation('order');
  if (group.kind === 'single')
    return <GoodsRow goods={group.goods} first={first} unitPoints={unitPoints} />;
  return (
    <div
      style={{
        borderTop: first ? undefined : `1px dashed ${palette.dividerLight}`,
        borderLeft: `3px solid ${palette.warmBorder}`,
        background: palette.warmWash,
      }}
    >
      <div style={{ padding: '8px 16px 0 13px', fontSize: 12, color: palette.textSecondary }}>
        <Tag color="volcano">{t('goods.bundle')}</Tag>
        {t('goods.bundleSubtotal', { money: formatYuan(group.subtotal) })}
      </div>
      {group.goods.map((goods, i) => (
        <GoodsRow
          key={goods.order_goods_id}
          goods={goods}
          first={i === 0}
          unitPoints={unitPoints}
        />
      ))}
    </div>
  );
}

/**
 * One order of 我的订单: a grey head (下单时间, 订单号 with copy, shop), the goods with bundles
 * grouped, and beside them the money the order charges, its status and what the buyer may do.
 */
export function OrderCard({ order }: { order: OrderSummary }) {
  const { t } = useTranslation('order');
  const groups = groupOrderGoods(order.order_goods);
  return (
    <article
      aria-label={`${t('list.orderNo')} ${order.order_no}`}
      style={{ border: BORDER, background: palette.white, marginBottom: 16 }}
    >
      <header
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 24,
          padding: '8px 16px',
          background: palette.fill,
          borderBottom: BORDER,
          fontSize: 13,
          color: palette.textSecondary,
        }}
      >
        <span style={{ color: palette.text }}>{shopDateTimeSeconds(order.create_time)}</span>
        <span>
          {t('list.orderNo')}
          {t('colon')}
          <OrderNo orderNo={order.order_no} />
        </span>
        <span style={{ color: palette.text, fontWeight: 500 }}>{order.shop_name}</span>
      </header>
      <div style={{ display: 'flex', alignItems: 'stretch' }}>
        <div style={{ flex: 1, minWidth: 0 }}>
          {groups.map((group, i) => (
            <GoodsGroup
              key={group.kind === 'single' ? group.goods.order_goods_id : `bl-${group.blId}`}
              group={group}
              first={i === 0}
              unitPoints={unitPointsOf(order)}
            />
          ))}
        </div>
        <div style={cellStyle(COLUMN_WIDTHS.money, sideCell)}>
          {isPointOrder(order) ? (
            <>
              <div style={{ fontSize: 12, color: palette.textMuted }}>{t('point.label')}</div>
              <div style={{ color: palette.brand, fontWeight: 600, fontSize: 15 }}>
                {t('point.points', { point: order.point })}
              </div>
            </>
          ) : (
            <>
              <div style={{ fontSize: 12, color: palette.textMuted }}>{t('list.realPay')}</div>
              <Price value={order.order_money} size={15} emphasis />
              <div style={{ fontSize: 12, color: palette.textMuted }}>
                {t('list.freightIncluded', { money: order.delivery_money })}
              </div>
              {yuanToFen(order.manjian_money) > 0 && (
                <div style={{ fontSize: 12, color: palette.brand }}>
                  {t('list.manjian', { money: order.manjian_money })}
                </div>
              )}
            </>
          )}
          <div style={{ fontSize: 12, color: palette.textMuted, marginTop: 4 }}>
            {order.delivery_type_name}
            {order.pay_type_name && ` · ${order.pay_type_name}`}
          </div>
        </div>
        <div style={cellStyle(COLUMN_WIDTHS.status, sideCell)}>
          <div style={{ color: order.order_status < 0 ? palette.textMuted : palette.text }}>
            {order.order_status_name}
          </div>
          {order.voucher_reject_reason !== '' && (
            <div
              data-testid="order-voucher-rejected"
              style={{ fontSize: 12, color: palette.brand, marginTop: 4, textAlign: 'center' }}
            >
              {t('voucher.rejected', { reason: order.voucher_reject_reason })}
            </div>
          )}
          <Link
            to={orderDetailPath(order.order_id, order.delivery_type)}
            style={{ fontSize: 12, marginTop: 4 }}
          >
            {t('list.detail')}
          </Link>
        </div>
        <div style={cellStyle(COLUMN_WIDTHS.actions, { ...sideCell, padding: '12px 16px' })}>
          <OrderActionButtons orderId={order.order_id} actions={order.actions} />
        </div>
      </div>
    </article>
  );
}

const sideCell = {
  borderLeft: BORDER,
  display: 'flex',
  flexDirection: 'column' as const,
  justifyContent: 'center',
  alignItems: 'center',
  padding: '12px 8px',
};
