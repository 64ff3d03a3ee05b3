import { RECHARGE_PAGE_SIZE, type RechargeRow, type RechargeStatus } from '@shop/contracts/member';
import { shopDateTimeSeconds } from '@shop/web-kit/shop-time';
import { formatYuan } from '@shop/web-kit/money';
import { Button, Popconfirm, Segmented, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '@/components/query-state';
import { palette } from '@/app/theme';
import { toast } from '@/lib/toast';
import { useRechargePage } from '../../api/get-recharge-page';
import { useCloseRecharge } from '../../api/recharge-actions';
import { RechargeStatusTag } from './recharge-status-tag';

const FILTERS = ['all', '0', '1', '2', '-1'] as const;
export type RechargeFilter = (typeof FILTERS)[number];

type Props = {
  filter: RechargeFilter;
  page: number;
  onPlaceChange: (filter: RechargeFilter, page: number) => void;
};

/** /member/recharge_list 充值记录: each recharge with its state; unpaid ones may be paid or closed. */
export function RechargeListPanel({ filter, page, onPlaceChange }: Props) {
  const { t } = useTranslation('account');
  const status = filter === 'all' ? undefined : (Number(filter) as RechargeStatus);
  const list = useRechargePage({ page, page_size: RECHARGE_PAGE_SIZE, status });
  const close = useCloseRecharge();
  const detail = (id: number) => `/member/recharge_detail?recharge_id=${id}`;

  const columns: ColumnsType<RechargeRow> = [
    { title: t('list.no'), dataIndex: 'recharge_no', width: 220 },
    {
      title: t('list.amount'),
      dataIndex: 'amount',
      align: 'right',
      render: (v: string) => <strong>{formatYuan(v)}</strong>,
    },
    {
      title: t('list.bonus'),
      dataIndex: 'bonus',
      align: 'right',
      render: (v: string) => formatYuan(v),
    },
    {
      title: t('list.time'),
      dataIndex: 'create_time',
      width: 180,
      render: (ms: number) => shopDateTimeSeconds(ms),
    },
    {
      title: t('list.status'),
      key: 'status',
      width: 120,
      render: (_, row) => <RechargeStatusTag row={row} />,
    },
    {
      title: t('list.actions'),
      key: 'actions',
      width: 170,
      render: (_, row) => (
        <Space size={4}>
          <Link to={detail(row.recharge_id)}>
            {row.status === 0 ? t('list.pay') : t('list.detail')}
          </Link>
          {row.status === 0 && (
            <Popconfirm
              title={t('list.closeConfirm')}
              onConfirm={() =>
                close.mutate(row.recharge_id, { onSuccess: () => toast.success(t('list.closed')) })
              }
            >
              <Button type="link" size="small">
                {t('list.close')}
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  return (
    <div style={{ background: palette.white, padding: 20 }}>
      <div style={{ display: 'flex', alignItems: 'center', marginBottom: 16 }}>
        <h2 style={{ margin: 0, fontSize: 18 }}>{t('titles.rechargeList')}</h2>
        <Link to="/member/recharge_order" style={{ marginLeft: 'auto' }}>
          <Button type="primary" danger>
            {t('list.toRecharge')}
          </Button>
        </Link>
      </div>
      <Segmented<RechargeFilter>
        style={{ marginBottom: 16 }}
        value={filter}
        onChange={(next) => onPlaceChange(next, 1)}
        options={FILTERS.map((f) => ({
          value: f,
          label: f === 'all' ? t('list.all') : t(`status.${f}`),
        }))}
      />
      <QueryState query={list} rows={RECHARGE_PAGE_SIZE} empty={t('list.empty')}>
        {(data) => (
          <Table<RechargeRow>
            rowKey="recharge_id"
            size="middle"
            loading={list.isFetching}
            columns={columns}
            dataSource={data.list}
            pagination={{
              current: page,
              pageSize: RECHARGE_PAGE_SIZE,
              total: data.count,
              showSizeChanger: false,
              hideOnSinglePage: true,
              onChange: (next) => onPlaceChange(filter, next),
            }}
          />
        )}
      </QueryState>
    </div>
  );
}

export const isRechargeFilter = (value: string | null): value is RechargeFilter =>
  (FILTERS as readonly string[]).includes(value ?? '');
