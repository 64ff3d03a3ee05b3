import type { OrderDetail, OrderGoods, OrderLineBatch } from '@shop/contracts/order';
import { formatYuan } from '@shop/web-kit/money';
import { Tag } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { palette } from '@/app/theme';
import { Price } from '@/components/price';
import { groupOrderGoods } from '../../lib/order-money';
import { OrderGoodsSummary, PromotionTag } from '../order-list/order-goods-line';
import { LineBatchRow } from './line-batch-row';

const th: CSSProperties = {
  background: palette.fill,
  color: palette.textSecondary,
  fontWeight: 400,
  fontSize: 13,
  padding: '10px 12px',
  textAlign: 'center',
};
const td: CSSProperties = {
  padding: '12px',
  borderTop: `1px solid ${palette.dividerLight}`,
  textAlign: 'center',
  fontSize: 13,
};

/** What a page adds beside a goods line of an order (申请售后, 售后中, 已退款). */
export type LineAction = (goods: OrderGoods, order: OrderDetail) => ReactNode;

function GoodsRow({
  goods,
  inBundle,
  unitPoints,
  action,
}: {
  goods: OrderGoods;
  inBundle: boolean;
  unitPoints: number | null;
  /** The line's own column, when the table has one. */
  action?: ReactNode;
}) {
  const { t } = useTranslation('order');
  if (unitPoints !== null)
    return (
      <tr>
        <td style={{ ...td, textAlign: 'left' }}>
          <OrderGoodsSummary goods={goods} imageSize={72} withTag={false} />
        </td>
        <td style={td}>{t('point.points', { point: unitPoints })}</td>
        <td style={td}>{goods.num}</td>
        <td style={td}>{t('point.label')}</td>
        <td style={{ ...td, color: palette.brand, fontWeight: 600 }}>
          {t('point.points', { point: unitPoints * goods.num })}
        </td>
        {action !== undefined && <td style={td}>{action}</td>}
      </tr>
    );
  return (
    <tr style={inBundle ? { background: palette.warmWash } : undefined}>
      <td
        style={{
          ...td,
          textAlign: 'left',
          borderLeft: inBundle ? `3px solid ${palette.warmBorder}` : undefined,
        }}
      >
        <OrderGoodsSummary goods={goods} imageSize={72} withTag={false} />
      </td>
      <td style={td}>
        <Price value={goods.discount_price} original={goods.price} />
      </td>
      <td style={td}>{goods.num}</td>
      <td style={td}>
        <PromotionTag goods={goods} />
      </td>
      <td style={td}>
        <Price value={goods.real_goods_money} original={goods.goods_money} emphasis />
        <div style={{ color: palette.textSecondary, fontSize: 12, marginTop: 4 }}>
          {t('detail.goods.paid', { money: formatYuan(goods.pay_money) })}
        </div>
      </td>
      {action !== undefined && <td style={td}>{action}</td>}
    </tr>
  );
}

/**
 * The goods of an order: picture, name, spec, unit price, quantity, promotion and what the line
 * charges (the list money struck through when a promotion lowered it) with its 实付 after its
 * coupon and 满减 shares (what its refunds may give back, ADR 0016); a bundle's goods together
 * under the bundle's subtotal. A points order's goods are priced in points (`unitPoints`).
 * Under a shipped line, its batches and traceability codes folded (`batches`, issue 26).
 */
export function OrderGoodsTable({
  goods,
  unitPoints = null,
  lineAction,
  batches = [],
}: {
  goods: readonly OrderGoods[];
  unitPoints?: number | null;
  /** The batches shipped of the order's lines (the order detail's). */
  batches?: readonly OrderLineBatch[];
  /** A last column per line (the page's after-sales entry). */
  lineAction?: (goods: OrderGoods) => ReactNode;
}) {
  const { t } = useTranslation('order');
  const columns = lineAction ? 6 : 5;
  const batchRow = (g: OrderGoods) => {
    const own = batches.filter((b) => b.order_goods_id === g.order_goods_id);
    return own.length > 0 ? (
      <LineBatchRow key={`batch-${g.order_goods_id}`} batches={own} colSpan={columns} />
    ) : null;
  };
  return (
    <table
      style={{
        width: '100%',
        borderCollapse: 'collapse',
        border: `1px solid ${palette.dividerLight}`,
      }}
    >
      <thead>
        <tr>
          <th style={{ ...th, textAlign: 'left' }}>{t('detail.goods.goods')}</th>
          <th style={{ ...th, width: 110 }}>{t('detail.goods.price')}</th>
          <th style={{ ...th, width: 80 }}>{t('detail.goods.num')}</th>
          <th style={{ ...th, width: 110 }}>{t('detail.goods.promotion')}</th>
          <th style={{ ...th, width: 130 }}>{t('detail.goods.subtotal')}</th>
          {lineAction && <th style={{ ...th, width: 110 }}>{t('detail.goods.aftersale')}</th>}
        </tr>
      </thead>
      <tbody>
        {groupOrderGoods(goods).map((group) =>
          group.kind === 'single'
            ? [
                <GoodsRow
                  key={group.goods.order_goods_id}
                  goods={group.goods}
                  inBundle={false}
                  unitPoints={unitPoints}
                  action={lineAction ? (lineAction(group.goods) ?? null) : undefined}
                />,
                batchRow(group.goods),
              ]
            : [
                <tr key={`bl-${group.blId}`} style={{ background: palette.warmWash }}>
                  <td
                    colSpan={columns}
                    style={{
                      ...td,
                      textAlign: 'left',
                      borderLeft: `3px solid ${palette.warmBorder}`,
                      paddingBottom: 0,
                      color: palette.textSecondary,
                      fontSize: 12,
                    }}
                  >
                    <Tag color="volcano">{t('goods.bundle')}</Tag>
                    {t('goods.bundleSubtotal', { money: formatYuan(group.subtotal) })}
                  </td>
                </tr>,
                ...group.goods.flatMap((g) => [
                  <GoodsRow
                    key={g.order_goods_id}
                    goods={g}
                    inBundle
                    unitPoints={null}
                    action={lineAction ? (lineAction(g) ?? null) : undefined}
                  />,
                  batchRow(g),
                ]),
              ],
        )}
      </tbody>
    </table>
  );
}
