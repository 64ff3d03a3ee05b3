import { PrinterOutlined } from '@ant-design/icons';
import { consoleOrderListEndpoint, type ConsoleOrderRow } from '@shop/contracts/order';
import { shopDateTimeSeconds } from '@shop/web-kit/shop-time';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Input, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { OrderStateTag } from '@/features/orders/components/order-state-tag';
import {
  DELIVERY_TYPES,
  ORDER_LIST,
  ORDER_TABS,
  PAY_TYPES,
  pickingPath,
} from '@/features/orders/order-list-state';
import { ExportButton } from '@/components/export/export-button';
import type { ExportColumn } from '@/components/export/export-columns';
import { Money } from '@/components/money';
import { PageHeader } from '@/components/page-header';
import { listQueryOptions, pageFetcher } from '@/components/server-table/list-query';
import { DateRangeFilter, SelectFilter } from '@/components/server-table/list-filters';
import { ListToolbar } from '@/components/server-table/list-toolbar';
import { ServerTable } from '@/components/server-table/server-table';
import { useListState } from '@/components/server-table/use-list-state';
import { useShopOptions } from '@/lib/shop-options';
import { useStaff } from '@/lib/staff';
import { space } from '../theme';

/**
 * `/admin/orders` (issue 15): the shop's orders by state tab, order date, buyer, payment and
 * delivery (and shop, for a platform account), searched by order number, sorted by time or money
 * on the server, exported as CSV/XLSX; chosen rows print a picking list.
 */
export function OrdersPage() {
  const { t } = useTranslation('order');
  const staff = useStaff();
  const platform = staff.is_platform === 1;
  const shops = useShopOptions(platform);
  const navigate = useNavigate();
  const list = useListState(ORDER_LIST);
  const query = useQuery(listQueryOptions(consoleOrderListEndpoint, list.body));
  const [selected, setSelected] = useState<number[]>([]);

  const exportColumns: ExportColumn<ConsoleOrderRow>[] = [
    { title: t('columns.order_no'), value: (row) => row.order_no },
    { title: t('columns.shop'), value: (row) => row.shop_name },
    { title: t('columns.buyer'), value: (row) => row.buyer_username },
    { title: t('columns.mobile'), value: (row) => row.buyer_mobile },
    { title: t('columns.money'), value: (row) => row.order_money, kind: 'money' },
    { title: t('columns.state'), value: (row) => row.state_name },
    { title: t('columns.pay_type'), value: (row) => row.pay_type_name },
    { title: t('columns.delivery_type'), value: (row) => row.delivery_type_name },
    { title: t('columns.create_time'), value: (row) => shopDateTimeSeconds(row.create_time) },
    {
      title: t('columns.pay_time'),
      value: (row) => (row.pay_time === null ? '' : shopDateTimeSeconds(row.pay_time)),
    },
  ];

  return (
    <>
      <PageHeader title={t('title')} subTitle={t('subtitle')} />
      <Card>
        <Tabs
          activeKey={list.filters.status ?? 'all'}
          onChange={(key) => list.update({ filters: { status: key === 'all' ? null : key } })}
          items={ORDER_TABS.map((key) => ({ key, label: t(`tabs.${key}`) }))}
          style={{ marginTop: -space.sm }}
        />
        <ListToolbar
          list={list}
          searchPlaceholder={t('search')}
          extra={
            <>
              <Button
                icon={<PrinterOutlined />}
                disabled={selected.length === 0}
                onClick={() => void navigate(pickingPath(selected))}
              >
                {selected.length > 0
                  ? `${t('picking.button')} (${selected.length})`
                  : t('picking.button')}
              </Button>
              <ExportButton
                name="orders"
                columns={exportColumns}
                fetchPage={pageFetcher(consoleOrderListEndpoint, list.body)}
              />
            </>
          }
        >
          <Input.Search
            key={`buyer-${list.filters.buyer ?? ''}`}
            defaultValue={list.filters.buyer}
            placeholder={t('buyer')}
            aria-label={t('buyer')}
            allowClear
            maxLength={50}
            style={{ width: 220 }}
            onSearch={(buyer) => list.update({ filters: { buyer } })}
          />
          <DateRangeFilter list={list} from="start_date" to="end_date" label={t('created')} />
          <SelectFilter
            list={list}
            name="pay_type"
            placeholder={t('pay_types.label')}
            options={PAY_TYPES.map((value) => ({ value, label: t(`pay_types.${value}`) }))}
            width={130}
          />
          <SelectFilter
            list={list}
            name="delivery_type"
            placeholder={t('delivery_types.label')}
            options={DELIVERY_TYPES.map((value) => ({
              value,
              label: t(`delivery_types.${value}`),
            }))}
            width={130}
          />
          {platform && (
            <SelectFilter
              list={list}
              name="site_id"
              placeholder={t('site_id')}
              options={shops.data ?? []}
              width={180}
            />
          )}
        </ListToolbar>
        {selected.length > 0 && (
          <Typography.Text type="secondary">
            {t('picking.selected', { count: selected.length })}
          </Typography.Text>
        )}
        <ServerTable<ConsoleOrderRow>
          list={list}
          query={query}
          rowKey="order_id"
          // Narrower than the list's 1134 px at a 1440 px screen, so nothing scrolls under the
          // fixed 操作 column there and 下单时间 shows whole; the columns share the rest by their
          // content (names wrap, numbers and tags keep their width).
          scroll={{ x: 1100 }}
          tableLayout="auto"
          rowSelection={{
            selectedRowKeys: selected,
            preserveSelectedRowKeys: true,
            onChange: (keys) => setSelected(keys.map(Number).slice(0, 50)),
          }}
          columns={[
            {
              key: 'order_no',
              title: t('columns.order_no'),
              width: 215,
              render: (_, row) => <Link to={`/orders/${row.order_id}`}>{row.order_no}</Link>,
            },
            ...(platform
              ? [
                  {
                    key: 'shop',
                    title: t('columns.shop'),
                    dataIndex: 'shop_name' as const,
                    width: 110,
                  },
                ]
              : []),
            {
              key: 'buyer',
              title: t('columns.buyer'),
              width: 120,
              render: (_, row) => (
                <>
                  <div>{row.buyer_nickname || row.buyer_username}</div>
                  <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
                    {row.buyer_mobile || row.buyer_username}
                  </Typography.Text>
                </>
              ),
            },
            {
              key: 'order_money',
              title: t('columns.money'),
              sorter: true,
              align: 'right',
              render: (_, row) => <Money value={row.order_money} />,
            },
            {
              key: 'state',
              title: t('columns.state'),
              render: (_, row) => <OrderStateTag state={row.state} name={row.state_name} />,
            },
            { key: 'pay_type', title: t('columns.pay_type'), dataIndex: 'pay_type_name' },
            {
              key: 'delivery_type',
              title: t('columns.delivery_type'),
              dataIndex: 'delivery_type_name',
            },
            {
              key: 'create_time',
              title: t('columns.create_time'),
              sorter: true,
              width: 180,
              render: (_, row) => (
                <span style={{ whiteSpace: 'nowrap' }}>{shopDateTimeSeconds(row.create_time)}</span>
              ),
            },
            {
              key: 'actions',
              title: t('columns.actions'),
              fixed: 'right',
              width: 80,
              render: (_, row) => <Link to={`/orders/${row.order_id}`}>{t('view')}</Link>,
            },
          ]}
        />
      </Card>
    </>
  );
}
