import type { OutOfStockItem } from '@shop/contracts/catalogue';
import { shopDateTime } from '@shop/web-kit/shop-time';
import { Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/query-state';
import { palette } from '@/app/theme';
import { useOutOfStockPage } from '../api/get-out-of-stock-page';
import { STATUS_DISPLAY } from '../lib/out-of-stock';

export const OUT_OF_STOCK_PAGE_SIZE = 10;

/** The member's own registrations, newest first, with their status. */
export function OutOfStockTable() {
  const { t } = useTranslation('out-of-stock');
  const [page, setPage] = useState(1);
  const query = useOutOfStockPage({ page, pageSize: OUT_OF_STOCK_PAGE_SIZE }, true);
  const columns: ColumnsType<OutOfStockItem> = [
    {
      title: t('list.goods'),
      key: 'goods',
      render: (_, item) => (
        <div style={{ minWidth: 0 }}>
          <div style={{ color: palette.text }}>{item.goods_name}</div>
          {(item.specification || item.manufacturer) && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {[item.specification, item.manufacturer].filter(Boolean).join(' · ')}
            </Typography.Text>
          )}
        </div>
      ),
    },
    { title: t('list.quantity'), dataIndex: 'quantity', width: 90, align: 'right' },
    {
      title: t('list.contact'),
      key: 'contact',
      width: 150,
      render: (_, item) => (
        <div>
          <div>{item.contact_name}</div>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {item.mobile}
          </Typography.Text>
        </div>
      ),
    },
    {
      title: t('list.remark'),
      dataIndex: 'remark',
      ellipsis: true,
      render: (remark: string) => remark || <span style={{ color: palette.textFaint }}>-</span>,
    },
    {
      title: t('list.status'),
      dataIndex: 'status',
      width: 100,
      render: (status: OutOfStockItem['status']) => (
        <Tag color={STATUS_DISPLAY[status].color}>{t(`status.${STATUS_DISPLAY[status].key}`)}</Tag>
      ),
    },
    {
      title: t('list.time'),
      dataIndex: 'create_time',
      width: 150,
      render: (ms: number) => shopDateTime(ms),
    },
  ];
  return (
    <QueryState
      query={query}
      rows={OUT_OF_STOCK_PAGE_SIZE}
      errorTitle={t('list.loadFailed')}
      empty={t('list.empty')}
    >
      {(data) => (
        <Table<OutOfStockItem>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={data.list}
          loading={query.isFetching}
          pagination={
            data.count > OUT_OF_STOCK_PAGE_SIZE
              ? {
                  current: page,
                  pageSize: OUT_OF_STOCK_PAGE_SIZE,
                  total: data.count,
                  showSizeChanger: false,
                  onChange: setPage,
                }
              : false
          }
        />
      )}
    </QueryState>
  );
}
