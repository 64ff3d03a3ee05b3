import type { ConsoleOrderDetail, OrderGoods } from '@shop/contracts/order';
import { yuanToFen } from '@shop/contracts/money';
import { Card, Descriptions, Flex, Image, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Money } from '@/components/money';
import { space } from '@/app/theme';

/** What one unit cost the buyer; the normal price struck through when the promotion charged less. */
function UnitPrice({ goods }: { goods: Pick<OrderGoods, 'price' | 'discount_price'> }) {
  const lowered = yuanToFen(goods.discount_price) < yuanToFen(goods.price);
  return (
    <Flex vertical align="flex-end">
      <Money value={goods.discount_price} />
      {lowered && (
        <Typography.Text delete type="secondary" style={{ fontSize: 12 }}>
          <Money value={goods.price} />
        </Typography.Text>
      )}
    </Flex>
  );
}

/**
 * The order's goods (picture, name, spec, the unit price the buyer paid with the normal price
 * struck through when a promotion lowered it, quantity, shipped, subtotal, 实付 after its coupon
 * and 满减 shares: ADR 0016) and its money.
 */
export function OrderGoodsCard({
  order,
}: {
  order: Pick<
    ConsoleOrderDetail,
    | 'goods'
    | 'goods_money'
    | 'promotion_money'
    | 'manjian_money'
    | 'coupon_money'
    | 'delivery_money'
    | 'order_money'
  >;
}) {
  const { t } = useTranslation('order');
  const money: [string, string, boolean][] = [
    ['goods_money', order.goods_money, false],
    ['promotion_money', order.promotion_money, true],
    ['manjian_money', order.manjian_money, true],
    ['coupon_money', order.coupon_money, true],
    ['delivery_money', order.delivery_money, false],
  ];
  return (
    <Card title={t('detail.goods')} size="small">
      <Table
        size="small"
        pagination={false}
        rowKey="order_goods_id"
        dataSource={order.goods}
        columns={[
          {
            key: 'sku',
            title: t('detail.sku'),
            render: (_, g) => (
              <Flex gap="small" align="center">
                {g.sku_image && <Image src={g.sku_image} width={40} height={40} alt="" />}
                <div>
                  <div>{g.sku_name}</div>
                  <Typography.Text type="secondary">{g.spec_name}</Typography.Text>
                  {g.expiry_date && (
                    <div>
                      <Tag color="orange">{t('detail.near_expiry', { date: g.expiry_date })}</Tag>
                    </div>
                  )}
                </div>
              </Flex>
            ),
          },
          {
            key: 'price',
            title: t('detail.price'),
            align: 'right',
            render: (_, g) => <UnitPrice goods={g} />,
          },
          { key: 'num', title: t('detail.num'), align: 'right', dataIndex: 'num' },
          {
            key: 'shipped',
            title: t('detail.shipped'),
            align: 'right',
            render: (_, g) => (
              <Typography.Text type={g.delivery_num >= g.num ? 'success' : undefined}>
                {g.delivery_num} / {g.num}
              </Typography.Text>
            ),
          },
          {
            key: 'subtotal',
            title: t('detail.subtotal'),
            align: 'right',
            render: (_, g) => <Money value={g.real_goods_money} />,
          },
          {
            key: 'pay_money',
            title: t('detail.line_paid'),
            align: 'right',
            render: (_, g) => (
              <Typography.Text strong>
                <Money value={g.pay_money} />
              </Typography.Text>
            ),
          },
        ]}
      />
      <Flex justify="flex-end" style={{ marginTop: space.md }}>
        <Descriptions size="small" column={1} style={{ width: 320 }} title={t('detail.money')}>
          {money.map(([key, value, minus]) => (
            <Descriptions.Item key={key} label={t(`detail.${key}`)}>
              {minus && '-'}
              <Money value={value} />
            </Descriptions.Item>
          ))}
          <Descriptions.Item label={t('detail.order_money')}>
            <Typography.Text strong type="danger">
              <Money value={order.order_money} />
            </Typography.Text>
          </Descriptions.Item>
        </Descriptions>
      </Flex>
    </Card>
  );
}
