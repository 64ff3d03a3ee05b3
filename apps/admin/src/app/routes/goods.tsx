import {
  consoleGoodsListEndpoint,
  GOODS_CONSOLE_SORTS,
  type ConsoleGoodsRow,
  type ConsoleSku,
} from '@shop/contracts/catalogue';
import type { Page } from '@shop/contracts/common';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PlusOutlined } from '@ant-design/icons';
import { ExportButton } from '@/components/export/export-button';
import type { ExportColumn } from '@/components/export/export-columns';
import { Money } from '@/components/money';
import { PageHeader } from '@/components/page-header';
import { SelectFilter } from '@/components/server-table/list-filters';
import { listQueryOptions, pageFetcher } from '@/components/server-table/list-query';
import type { ListStateOptions } from '@/components/server-table/list-state';
import { ListToolbar } from '@/components/server-table/list-toolbar';
import { ServerTable } from '@/components/server-table/server-table';
import { useListState } from '@/components/server-table/use-list-state';
import { CategoryFilter } from '@/features/goods/components/category-filter';
import { ShelfAction } from '@/features/goods/components/shelf-action';
import { SkuEditModal } from '@/features/goods/components/sku-edit-modal';
import { SkuLines } from '@/features/goods/components/sku-lines';
import { useStaff } from '@/lib/staff';
import { palette, space } from '../theme';

const GOODS_LIST: ListStateOptions = {
  filters: ['category_id', 'goods_state'],
  sortFields: GOODS_CONSOLE_SORTS,
  searchField: 'search',
};

/** One exported line: a SKU with its goods. */
type SkuLine = { goods: ConsoleGoodsRow; sku: ConsoleSku };

/**
 * `/admin/goods` (issue 15, "goods, quickly"): the shop's goods searched by name, code,
 * manufacturer or approval number, filtered by category and shelf state, each SKU's price,
 * member price and stock editable, goods put on or off the shelf; exported one line per SKU.
 */
export function GoodsPage() {
  const { t } = useTranslation('goods');
  const platform = useStaff().is_platform === 1;
  const list = useListState(GOODS_LIST);
  const query = useQuery(listQueryOptions(consoleGoodsListEndpoint, list.body));
  const [editing, setEditing] = useState<SkuLine | null>(null);

  const fetchGoods = pageFetcher(consoleGoodsListEndpoint, list.body);
  const fetchSkuLines = async (page: number, pageSize: number): Promise<Page<SkuLine>> => {
    const answer = await fetchGoods(page, pageSize);
    return {
      ...answer,
      list: answer.list.flatMap((goods) => goods.skus.map((sku) => ({ goods, sku }))),
    };
  };
  const stateText = (goods: ConsoleGoodsRow) =>
    t(goods.goods_state === 1 ? 'state.on' : 'state.off');
  const exportColumns: ExportColumn<SkuLine>[] = [
    { title: t('columns.goods_id'), value: (l) => l.goods.goods_id, kind: 'number' },
    { title: t('columns.goods'), value: (l) => l.goods.goods_name },
    { title: t('columns.generic_name'), value: (l) => l.goods.generic_name },
    { title: t('columns.spec'), value: (l) => l.sku.spec_name || l.sku.sku_name },
    { title: t('columns.sku_no'), value: (l) => l.sku.sku_no },
    { title: t('columns.manufacturer'), value: (l) => l.goods.manufacturer },
    { title: t('columns.approval_number'), value: (l) => l.goods.approval_number },
    { title: t('columns.category'), value: (l) => l.goods.category_name },
    ...(platform ? [{ title: t('columns.shop'), value: (l: SkuLine) => l.goods.shop_name }] : []),
    { title: t('columns.price'), value: (l) => l.sku.price, kind: 'money' },
    { title: t('columns.member_price'), value: (l) => l.sku.member_price, kind: 'money' },
    { title: t('columns.stock'), value: (l) => l.sku.stock, kind: 'number' },
    { title: t('columns.state'), value: (l) => stateText(l.goods) },
    { title: t('columns.sale_num'), value: (l) => l.goods.sale_num, kind: 'number' },
  ];

  return (
    <>
      <PageHeader
        title={t('title')}
        subTitle={t('subtitle')}
        extra={
          <Link to="/goods/new">
            <Button type="primary" icon={<PlusOutlined />}>
              {t('actions.new')}
            </Button>
          </Link>
        }
      />
      <Card>
        <ListToolbar
          list={list}
          searchPlaceholder={t('search')}
          extra={<ExportButton name="goods" columns={exportColumns} fetchPage={fetchSkuLines} />}
        >
          <CategoryFilter list={list} placeholder={t('filters.category')} />
          <SelectFilter
            list={list}
            name="goods_state"
            placeholder={t('filters.state')}
            options={[
              { value: '1', label: t('state.on') },
              { value: '0', label: t('state.off') },
            ]}
          />
        </ListToolbar>
        <ServerTable<ConsoleGoodsRow>
          list={list}
          query={query}
          rowKey="goods_id"
          scroll={{ x: 1170 }}
          columns={[
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
                </Flex>
              ),
            },
            {
              key: 'category',
              title: t('columns.category'),
              width: 96,
              render: (_, goods) => goods.category_name || '-',
            },
            ...(platform
              ? [
                  {
                    key: 'shop',
                    title: t('columns.shop'),
                    width: 120,
                    dataIndex: 'shop_name' as const,
                  },
                ]
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
                    <span style={{ color: sku.stock === 0 ? palette.error : undefined }}>
                      {sku.stock}
                    </span>
                  )}
                />
              ),
            },
            {
              key: 'edit',
              title: t('columns.edit'),
              width: 64,
              render: (_, goods) => (
                <SkuLines
                  skus={goods.skus}
                  render={(sku) => (
                    <Button type="link" size="small" onClick={() => setEditing({ goods, sku })}>
                      {t('actions.edit')}
                    </Button>
                  )}
                />
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
            {
              key: 'state',
              title: t('columns.state'),
              width: 110,
              fixed: 'right',
              render: (_, goods) => (
                <Flex vertical align="flex-start" gap={space.xs}>
                  <Tag color={goods.goods_state === 1 ? 'success' : 'default'}>
                    {stateText(goods)}
                  </Tag>
                  <ShelfAction goods={goods} />
                </Flex>
              ),
            },
            {
              key: 'actions',
              title: t('columns.actions'),
              width: 90,
              fixed: 'right',
              render: (_, goods) => (
                <Flex vertical align="flex-start">
                  <Link to={`/goods/${goods.goods_id}/edit`}>{t('actions.edit_goods')}</Link>
                  <Link to={`/goods/new?copy=${goods.goods_id}`}>{t('actions.copy')}</Link>
                </Flex>
              ),
            },
          ]}
        />
      </Card>
      <SkuEditModal target={editing} onClose={() => setEditing(null)} />
    </>
  );
}
