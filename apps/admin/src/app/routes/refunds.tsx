import { consoleRefundListEndpoint, type ConsoleRefundRow } from '@shop/contracts/aftersale';
import { shopDateTimeSeconds } from '@shop/web-kit/shop-time';
import { useQuery } from '@tanstack/react-query';
import { Card, Tabs, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RefundGoods } from '@/features/refunds/components/refund-goods';
import { RefundStatusTag } from '@/features/refunds/components/refund-status-tag';
import { REFUND_LIST, REFUND_TABS, rowWaitsForShop } from '@/features/refunds/refund-rules';
import { ExportButton } from '@/components/export/export-button';
import type { ExportColumn } from '@/components/export/export-columns';
import { Money } from '@/components/money';
import { PageHeader } from '@/components/page-header';
import { listQueryOptions, pageFetcher } from '@/components/server-table/list-query';
import { ListToolbar } from '@/components/server-table/list-toolbar';
import { ServerTable } from '@/components/server-table/server-table';
import { useListState } from '@/components/server-table/use-list-state';
import { useShopOptions } from '@/lib/shop-options';
import { useStaff } from '@/lib/staff';
import { space } from '../theme';

/**
 * `/admin/refunds` (售后管理, issue 17, refund.read): the refund and return requests within the
 * staff's reach, newest first, by state tab (待处理 is what waits for the shop), searched by refund
 * number, order number or buyer; each opens its page to agree, refuse, confirm the returned goods
 * or mark a bank refund paid. A request under complaint carries 维权中.
 */
export function RefundsPage() {
  const { t } = useTranslation('refunds');
  const platform = useStaff().is_platform === 1;
  const shops = useShopOptions(platform);
  const shopName = (siteId: number) =>
    shops.data?.find((shop) => shop.value === String(siteId))?.label ?? `#${siteId}`;
  const list = useListState(REFUND_LIST);
  const query = useQuery(listQueryOptions(consoleRefundListEndpoint, list.body));
  const payType = (row: ConsoleRefundRow) =>
    t(`order:pay_types.${row.pay_type}`, { defaultValue: row.pay_type });

  const exportColumns: ExportColumn<ConsoleRefundRow>[] = [
    { title: t('columns.no'), value: (row) => row.refund_no },
    { title: t('columns.order_no'), value: (row) => row.goods.order_no },
    { title: t('columns.apply_time'), value: (row) => shopDateTimeSeconds(row.create_time) },
    { title: t('columns.goods'), value: (row) => row.goods.sku_name },
    { title: t('columns.spec'), value: (row) => row.goods.spec_name },
    { title: t('columns.buyer'), value: (row) => row.buyer_username },
    ...(platform
      ? [{ title: t('columns.shop'), value: (row: ConsoleRefundRow) => shopName(row.site_id) }]
      : []),
    { title: t('columns.type'), value: (row) => row.refund_type_name },
    { title: t('columns.num'), value: (row) => row.num, kind: 'number' },
    { title: t('columns.amount'), value: (row) => row.apply_money, kind: 'money' },
    { title: t('columns.refund_money'), value: (row) => row.refund_money, kind: 'money' },
    { title: t('columns.pay_type'), value: payType },
    { title: t('columns.status'), value: (row) => row.refund_status_name },
  ];

  return (
    <>
      <PageHeader title={t('title')} subTitle={t('subtitle')} />
      <Card>
        <Tabs
          activeKey={list.filters.state ?? 'all'}
          onChange={(key) => list.update({ filters: { state: key === 'all' ? null : key } })}
          items={REFUND_TABS.map((key) => ({ key, label: t(`tabs.${key}`) }))}
          style={{ marginTop: -space.sm }}
        />
        <ListToolbar
          list={list}
          searchPlaceholder={t('search')}
          extra={
            <ExportButton
              name="refunds"
              columns={exportColumns}
              fetchPage={pageFetcher(consoleRefundListEndpoint, list.body)}
            />
          }
        />
        <ServerTable<ConsoleRefundRow>
          list={list}
          query={query}
          rowKey="refund_id"
          scroll={{ x: 1320 }}
          columns={[
            {
              key: 'no',
              title: t('columns.no'),
              width: 240,
              render: (_, row) => (
                <>
                  <Link to={`/refunds/${row.refund_id}`} style={{ whiteSpace: 'nowrap' }}>
                    {row.refund_no}
                  </Link>
                  <div>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {shopDateTimeSeconds(row.create_time)}
                    </Typography.Text>
                  </div>
                </>
              ),
            },
            {
              key: 'goods',
              title: t('columns.goods'),
              render: (_, row) => (
                <RefundGoods
                  goods={row.goods}
                  extra={
                    <Typography.Text type="secondary">
                      {t('columns.order_no')} {row.goods.order_no}
                    </Typography.Text>
                  }
                />
              ),
            },
            {
              key: 'buyer',
              title: t('columns.buyer'),
              width: 130,
              render: (_, row) => (
                <>
                  <div>{row.buyer_username}</div>
                  {platform && (
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {shopName(row.site_id)}
                    </Typography.Text>
                  )}
                </>
              ),
            },
            {
              key: 'type',
              title: t('columns.type'),
              width: 120,
              render: (_, row) => (
                <Tag color={row.refund_type === 2 ? 'cyan' : 'default'}>{row.refund_type_name}</Tag>
              ),
            },
            {
              key: 'num',
              title: t('columns.num'),
              align: 'right',
              width: 72,
              render: (_, row) => `${row.num} ${row.goods.unit}`,
            },
            {
              key: 'amount',
              title: t('columns.amount'),
              align: 'right',
              width: 120,
              render: (_, row) => (
                <>
                  <Typography.Text strong>
                    <Money value={row.apply_money} />
                  </Typography.Text>
                  {row.refund_status === 5 && (
                    <div style={{ fontSize: 12 }}>
                      <Typography.Text type="secondary">
                        {t('columns.refunded')} <Money value={row.refund_money} />
                      </Typography.Text>
                    </div>
                  )}
                  {row.refund_point > 0 && (
                    <div style={{ fontSize: 12 }}>
                      <Typography.Text type="secondary">
                        {t('detail.points', { count: row.refund_point })}
                      </Typography.Text>
                    </div>
                  )}
                </>
              ),
            },
            {
              key: 'pay_type',
              title: t('columns.pay_type'),
              width: 100,
              render: (_, row) => payType(row),
            },
            {
              key: 'status',
              title: t('columns.status'),
              fixed: 'right',
              width: 150,
              render: (_, row) => (
                <RefundStatusTag
                  status={row.refund_status}
                  name={row.refund_status_name}
                  complaining={row.has_complain}
                />
              ),
            },
            {
              key: 'actions',
              title: t('columns.actions'),
              fixed: 'right',
              width: 84,
              render: (_, row) => (
                <Link to={`/refunds/${row.refund_id}`}>
                  {rowWaitsForShop(row) ? t('handle') : t('view')}
                </Link>
              ),
            },
          ]}
        />
      </Card>
    </>
  );
}
