import type { ConsoleGoodsRow, ConsoleSku } from '@shop/contracts/catalogue';
import { Button, Flex, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Money } from '@/components/money';
import { shopDate, shopDateTime } from '@shop/web-kit/shop-time';
import { palette, space } from '@/app/theme';
import { ShelfAction } from './shelf-action';
import { SkuLines } from './sku-lines';

/** A SKU at or below its warning stock (0: no warning), or out of stock. */
const lowStock = (sku: ConsoleSku) =>
  sku.stock === 0 || (sku.stock_alarm > 0 && sku.stock <= sku.stock_alarm);

/**
 * The goods list's columns (issues 15 and 25): goods, category and brand, shop (platform), each
 * SKU's spec, price, member price and stock (low stock in red), validity, sales, and the shelf
 * state with its action; in the recycle bin, when it was deleted instead.
 */
export function useGoodsColumns({
  platform,
  recycled,
  onEdit,
}: {
  platform: boolean;
  recycled: boolean;
  onEdit: (goods: ConsoleGoodsRow, sku: ConsoleSku) => void;
}): ColumnsType<ConsoleGoodsRow> {
  const { t } = useTranslation('goods');
  // Validity running out within 90 days is flagged (the day is read once, when the list mounts).
  const [soon] = useState(() => shopDate(Date.now() + 90 * 86_400_000));
  return [
    {
      key: 'goods',
      title: t('columns.goods'),
      render: (_, goods) => (
        <Flex vertical>
          <Typography.Text strong>{goods.goods_name}</Typography.Text>
          {goods.generic_name && goods.generic_name !== goods.goods_name && (
            <Typography.Text type="secondary">{goods.generic_name}</Typography.Text>
          )}
          <Typography.Text type="secondary">
            {[goods.manufacturer, goods.approval_number].filter(Boolean).join(' · ')}
          </Typography.Text>
          {goods.control_label_ids && <Tag color="purple">{t('tags.controlled')}</Tag>}
        </Flex>
      ),
    },
    {
      key: 'category',
      title: t('columns.category'),
      width: 110,
      render: (_, goods) => (
        <Flex vertical>
          <span>{goods.category_name || '-'}</span>
          {goods.brand_name && (
            <Typography.Text type="secondary">{goods.brand_name}</Typography.Text>
          )}
        </Flex>
      ),
    },
    ...(platform
      ? [{ key: 'shop', title: t('columns.shop'), width: 120, dataIndex: 'shop_name' as const }]
      : []),
    {
      key: 'spec',
      title: t('columns.spec'),
      width: 130,
      render: (_, goods) => (
        <SkuLines
          skus={goods.skus}
          render={(sku) => (
            <Flex vertical>
              <span>{sku.spec_name || sku.sku_name}</span>
              {sku.sku_no && (
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {sku.sku_no}
                </Typography.Text>
              )}
            </Flex>
          )}
        />
      ),
    },
    {
      key: 'price',
      title: t('columns.price'),
      sorter: true,
      align: 'right',
      width: 100,
      render: (_, goods) => (
        <SkuLines numeric skus={goods.skus} render={(sku) => <Money value={sku.price} />} />
      ),
    },
    {
      key: 'member_price',
      title: t('columns.member_price'),
      align: 'right',
      width: 100,
      render: (_, goods) => (
        <SkuLines
          numeric
          skus={goods.skus}
          render={(sku) =>
            sku.member_price === null ? (
              <Typography.Text type="secondary">{t('no_member_price')}</Typography.Text>
            ) : (
              <Money value={sku.member_price} />
            )
          }
        />
      ),
    },
    {
      key: 'stock',
      title: t('columns.stock'),
      sorter: true,
      align: 'right',
      width: 90,
      render: (_, goods) => (
        <SkuLines
          numeric
          skus={goods.skus}
          render={(sku) => (
            <span
              title={sku.stock_alarm > 0 ? t('stock_alarm', { alarm: sku.stock_alarm }) : undefined}
              style={{ color: lowStock(sku) ? palette.error : undefined }}
            >
              {sku.stock}
            </span>
          )}
        />
      ),
    },
    ...(recycled
      ? []
      : [
          {
            key: 'edit',
            title: t('columns.edit'),
            width: 64,
            render: (_: unknown, goods: ConsoleGoodsRow) => (
              <SkuLines
                skus={goods.skus}
                render={(sku) => (
                  <Button type="link" size="small" onClick={() => onEdit(goods, sku)}>
                    {t('actions.edit')}
                  </Button>
                )}
              />
            ),
          },
        ]),
    {
      key: 'expiry',
      title: t('columns.expiry'),
      width: 104,
      render: (_, goods) =>
        goods.expiry_date ? (
          <span style={{ color: goods.expiry_date <= soon ? palette.warning : undefined }}>
            {goods.expiry_date}
          </span>
        ) : (
          '-'
        ),
    },
    {
      key: 'sale_num',
      title: t('columns.sale_num'),
      sorter: true,
      align: 'right',
      width: 80,
      dataIndex: 'sale_num',
    },
    recycled
      ? {
          key: 'deleted_at',
          title: t('columns.deleted_at'),
          width: 160,
          fixed: 'right',
          render: (_, goods) => (goods.deleted_at ? shopDateTime(goods.deleted_at * 1000) : '-'),
        }
      : {
          key: 'state',
          title: t('columns.state'),
          width: 110,
          fixed: 'right',
          render: (_, goods) => (
            <Flex vertical align="flex-start" gap={space.xs}>
              <Tag color={goods.goods_state === 1 ? 'success' : 'default'}>
                {t(goods.goods_state === 1 ? 'state.on' : 'state.off')}
              </Tag>
              <ShelfAction goods={goods} />
              <Link to={`/goods/${goods.goods_id}/edit`}>{t('actions.edit_goods')}</Link>
              <Link to={`/goods/new?copy=${goods.goods_id}`}>{t('actions.copy')}</Link>
            </Flex>
          ),
        },
  ];
}
