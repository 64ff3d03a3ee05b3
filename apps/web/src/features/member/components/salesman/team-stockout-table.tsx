import type { SalesmanStockout } from '@shop/contracts/staff';
import { shopDateTime } from '@shop/web-kit/shop-time';
import { Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/query-state';
import { palette } from '@/app/theme';
import { useSalesmanStockout } from '../../api/get-salesman-stockout';
import { STATUS_DISPLAY } from '../../lib/out-of-stock';

const PAGE_SIZE = 10;

/** The team's stock-out registrations, newest first (spec §6, issue 16). */
export function TeamStockoutTable() {
  const { t } = useTranslation('salesman');
  const { t: tStock } = useTranslation('out-of-stock');
  const [page, setPage] = useState(1);
  const log = useSalesmanStockout({ page, page_size: PAGE_SIZE });
  const columns: ColumnsType<SalesmanStockout> = [
    {
      title: t('stockout.member'),
      dataIndex: 'member_nickname',
      width: 150,
      render: (name: string) => <span data-shop-data>{name}</span>,
    },
    {
      title: t('stockout.goods'),
      key: 'goods',
      render: (_, r) => (
        <div data-shop-data>
          <div>{r.goods_name}</div>
          {(r.specification || r.manufacturer) && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {[r.specification, r.manufacturer].filter(Boolean).join(' · ')}
            </Typography.Text>
          )}
        </div>
      ),
    },
    { title: t('stockout.quantity'), dataIndex: 'quantity', width: 80, align: 'right' },
    {
      title: t('stockout.contact'),
      key: 'contact',
      width: 140,
      render: (_, r) => (
        <div data-shop-data>
          <div>{r.contact_name}</div>
          <div style={{ color: palette.textMuted }}>{r.mobile}</div>
        </div>
      ),
    },
    { title: t('stockout.remark'), dataIndex: 'remark', width: 160 },
    {
      title: t('stockout.status'),
      dataIndex: 'status',
      width: 100,
      render: (status: number) => {
        const shown = STATUS_DISPLAY[status as 0 | 1 | 2] ?? STATUS_DISPLAY[0];
        return <Tag color={shown.color}>{tStock(`status.${shown.key}`)}</Tag>;
      },
    },
    {
      title: t('stockout.time'),
      dataIndex: 'create_time',
      width: 150,
      render: (s: number) => shopDateTime(s * 1000),
    },
  ];
  return (
    <QueryState
      query={log}
      rows={PAGE_SIZE}
      empty={t('stockout.empty')}
      errorTitle={t('team.refused')}
    >
      {(data) => (
        <Table<SalesmanStockout>
          rowKey="id"
          size="middle"
          loading={log.isFetching}
          columns={columns}
          dataSource={data.list}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: data.count,
            showSizeChanger: false,
            hideOnSinglePage: true,
            onChange: setPage,
          }}
        />
      )}
    </QueryState>
  );
}
