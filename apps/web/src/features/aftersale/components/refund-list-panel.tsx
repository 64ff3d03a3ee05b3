import { REFUND_TABS, type RefundSummary, type RefundTab } from '@shop/contracts/aftersale';
import { shopDateTime } from '@shop/web-kit/shop-time';
import { formatYuan } from '@shop/web-kit/money';
import { Segmented, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { palette } from '@/app/theme';
import { PanelFrame } from '@/components/panel-frame';
import { QueryState } from '@/components/query-state';
import { REFUND_PAGE_SIZE, useRefundPage } from '../api/get-refunds';
import { complainPath, refundDetailPath } from '../lib/refund-paths';
import { RefundGoodsCard } from './refund-goods-card';
import { RefundStatusTag } from './refund-status-tag';

type Props = {
  page: number;
  tab: RefundTab;
  onChange: (page: number, tab: RefundTab) => void;
};

/** 退款/售后 (issue 17): the member's refunds and returns, paged, by state. */
export function RefundListPanel({ page, tab, onChange }: Props) {
  const { t } = useTranslation('aftersale');
  const query = useRefundPage(page, tab);

  const columns: ColumnsType<RefundSummary> = [
    {
      title: t('list.columns.goods'),
      key: 'goods',
      render: (_, r) => (
        <div>
          <div style={{ color: palette.textMuted, fontSize: 12, marginBottom: 6 }}>
            {t('list.refundNo')} {r.refund_no} · {shopDateTime(r.create_time)}
          </div>
          <RefundGoodsCard goods={r.goods} size={56} />
        </div>
      ),
    },
    { title: t('list.columns.type'), dataIndex: 'refund_type_name', width: 100 },
    { title: t('list.columns.num'), dataIndex: 'num', width: 70, align: 'center' },
    {
      title: t('list.columns.money'),
      key: 'money',
      width: 120,
      align: 'right',
      render: (_, r) => (
        <strong style={{ color: palette.brand }}>
          {formatYuan(r.refund_status === 5 ? r.refund_money : r.apply_money)}
        </strong>
      ),
    },
    {
      title: t('list.columns.status'),
      key: 'status',
      width: 120,
      render: (_, r) => <RefundStatusTag status={r.refund_status} name={r.refund_status_name} />,
    },
    {
      title: t('list.columns.actions'),
      key: 'actions',
      width: 100,
      render: (_, r) =>
        tab === 'complain' ? (
          <Link to={complainPath(r.refund_id)}>{t('list.complainDetail')}</Link>
        ) : (
          <Link to={refundDetailPath(r.refund_id)}>
            {r.refund_status === 2 && r.refund_type === 2 ? t('list.fillReturn') : t('list.detail')}
          </Link>
        ),
    },
  ];

  return (
    <PanelFrame title={tab === 'complain' ? t('titles.complain') : t('list.title')}>
      <Segmented<RefundTab>
        value={tab}
        options={REFUND_TABS.map((value) => ({ value, label: t(`tabs.${value}`) }))}
        onChange={(value) => onChange(1, value)}
        style={{ marginBottom: 16 }}
      />
      <QueryState
        query={query}
        rows={REFUND_PAGE_SIZE}
        empty={t('list.empty')}
        emptyExtra={<Link to="/member/order_list">{t('list.toOrders')}</Link>}
        errorTitle={t('list.loadFailed')}
      >
        {(data) => (
          <Table<RefundSummary>
            rowKey="refund_id"
            size="middle"
            loading={query.isFetching}
            columns={columns}
            dataSource={data.list}
            pagination={{
              current: page,
              pageSize: REFUND_PAGE_SIZE,
              total: data.count,
              showSizeChanger: false,
              hideOnSinglePage: true,
              onChange: (p) => onChange(p, tab),
            }}
          />
        )}
      </QueryState>
    </PanelFrame>
  );
}
