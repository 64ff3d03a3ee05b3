import { WITHDRAW_STATUSES, type Withdraw, type WithdrawStatus } from '@shop/contracts/member';
import { shopDateTime } from '@shop/web-kit/shop-time';
import { formatYuan } from '@shop/web-kit/money';
import { Button, Segmented, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '@/components/query-state';
import { palette } from '@/app/theme';
import { PanelFrame } from '@/components/panel-frame';
import { useWithdrawPage, WITHDRAW_PAGE_SIZE } from '../../api/get-withdraws';
import { maskAccount } from './mask-account';
import { WithdrawStatusTag } from './withdraw-status-tag';

export const withdrawDetailPath = (id: number) => `/member/withdrawal_detail?id=${id}`;

type Props = {
  page: number;
  status: WithdrawStatus | undefined;
  onChange: (page: number, status: WithdrawStatus | undefined) => void;
};

/** 提现记录 (issue 16): the member's withdrawals, paged, filtered by state. */
export function WithdrawListPanel({ page, status, onChange }: Props) {
  const { t } = useTranslation('withdraw');
  const query = useWithdrawPage(page, status);

  const columns: ColumnsType<Withdraw> = [
    {
      title: t('list.columns.time'),
      dataIndex: 'apply_time',
      width: 150,
      render: (ms: number) => shopDateTime(ms),
    },
    { title: t('list.columns.no'), dataIndex: 'withdraw_no', width: 230 },
    {
      title: t('list.columns.amount'),
      dataIndex: 'amount',
      align: 'right',
      width: 110,
      render: (v: string) => <strong style={{ color: palette.brand }}>{formatYuan(v)}</strong>,
    },
    {
      title: t('list.columns.fee'),
      dataIndex: 'fee',
      align: 'right',
      width: 90,
      render: (v: string) => formatYuan(v),
    },
    {
      title: t('list.columns.account'),
      key: 'account',
      render: (_, w) => (
        <>
          {t(`types.${w.withdraw_type}`)} {maskAccount(w.withdraw_type, w.account_number)}
        </>
      ),
    },
    {
      title: t('list.columns.status'),
      dataIndex: 'status',
      width: 90,
      render: (s: WithdrawStatus) => <WithdrawStatusTag status={s} />,
    },
    {
      title: t('list.columns.actions'),
      key: 'actions',
      width: 70,
      render: (_, w) => <Link to={withdrawDetailPath(w.withdraw_id)}>{t('list.detail')}</Link>,
    },
  ];

  return (
    <PanelFrame
      title={t('titles.list')}
      extra={
        <Link to="/member/apply_withdrawal">
          <Button type="primary">{t('list.apply')}</Button>
        </Link>
      }
    >
      <Segmented<string>
        value={status === undefined ? 'all' : String(status)}
        options={[
          { value: 'all', label: t('status.all') },
          ...WITHDRAW_STATUSES.map((s) => ({ value: String(s), label: t(`status.${s}`) })),
        ]}
        onChange={(v) => onChange(1, v === 'all' ? undefined : (Number(v) as WithdrawStatus))}
        style={{ marginBottom: 16 }}
      />
      <QueryState
        query={query}
        rows={WITHDRAW_PAGE_SIZE}
        empty={t('list.empty')}
        errorTitle={t('list.loadFailed')}
      >
        {(data) => (
          <Table<Withdraw>
            rowKey="withdraw_id"
            size="middle"
            loading={query.isFetching}
            columns={columns}
            dataSource={data.list}
            pagination={{
              current: page,
              pageSize: WITHDRAW_PAGE_SIZE,
              total: data.count,
              showSizeChanger: false,
              hideOnSinglePage: true,
              onChange: (p) => onChange(p, status),
            }}
          />
        )}
      </QueryState>
    </PanelFrame>
  );
}
