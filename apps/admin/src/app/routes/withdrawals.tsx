import { consoleWithdrawListEndpoint, type ConsoleWithdrawRow } from '@shop/contracts/member';
import { shopDateTimeSeconds } from '@shop/web-kit/shop-time';
import { useQuery } from '@tanstack/react-query';
import { Card, Tabs, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { WithdrawActions } from '@/features/withdraws/components/withdraw-actions';
import { WITHDRAW_LIST, WITHDRAW_TABS } from '@/features/withdraws/withdraw-list-state';
import { Money } from '@/components/money';
import { PageHeader } from '@/components/page-header';
import { ReceivingAccount } from '@/components/receiving-account';
import { listQueryOptions } from '@/components/server-table/list-query';
import { DateRangeFilter } from '@/components/server-table/list-filters';
import { ListToolbar } from '@/components/server-table/list-toolbar';
import { ServerTable } from '@/components/server-table/server-table';
import { useListState } from '@/components/server-table/use-list-state';
import { space } from '../theme';

const STATUS_COLOURS: Record<number, string> = { 0: 'orange', 1: 'blue', 2: 'green', [-1]: 'red' };

/**
 * `/admin/withdrawals` (issue 16): members' withdrawals by state, applied date, searched by
 * member, number or holder; finance approves, rejects with a reason, or marks one paid, beside the
 * member's balance and frozen amount and the account to pay.
 */
export function WithdrawalsPage() {
  const { t } = useTranslation('withdraw');
  const list = useListState(WITHDRAW_LIST);
  const query = useQuery(listQueryOptions(consoleWithdrawListEndpoint, list.body));

  return (
    <>
      <PageHeader title={t('title')} subTitle={t('subtitle')} />
      <Card>
        <Tabs
          activeKey={list.filters.status ?? 'all'}
          onChange={(key) => list.update({ filters: { status: key === 'all' ? null : key } })}
          items={WITHDRAW_TABS.map((key) => ({ key, label: t(`status.${key}`) }))}
          style={{ marginTop: -space.sm }}
        />
        <ListToolbar list={list} searchPlaceholder={t('search')}>
          <DateRangeFilter list={list} from="start" to="end" label={t('applied')} />
        </ListToolbar>
        <ServerTable<ConsoleWithdrawRow>
          list={list}
          query={query}
          rowKey="withdraw_id"
          scroll={{ x: 1300 }}
          columns={[
            {
              key: 'withdraw_no',
              title: t('columns.no'),
              width: 220,
              render: (_, row) => (
                <>
                  <div>{row.withdraw_no}</div>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {shopDateTimeSeconds(row.apply_time)}
                  </Typography.Text>
                </>
              ),
            },
            {
              key: 'member',
              title: t('columns.member'),
              render: (_, row) => (
                <>
                  <Link to={`/members/${row.member_id}`}>{row.nickname || row.username}</Link>
                  <div style={{ fontSize: 12 }}>
                    <Typography.Text type="secondary">
                      {t('columns.balance')} <Money value={row.member_balance} /> ·{' '}
                      {t('columns.frozen')} <Money value={row.member_balance_frozen} />
                    </Typography.Text>
                  </div>
                </>
              ),
            },
            {
              key: 'amount',
              title: t('columns.amount'),
              align: 'right',
              render: (_, row) => (
                <>
                  <strong>
                    <Money value={row.amount} />
                  </strong>
                  <div style={{ fontSize: 12 }}>
                    <Typography.Text type="secondary">
                      {t('columns.fee')} <Money value={row.fee} /> · {t('columns.net')}{' '}
                      <Money value={row.net} />
                    </Typography.Text>
                  </div>
                </>
              ),
            },
            {
              key: 'account',
              title: t('columns.account'),
              render: (_, row) => <ReceivingAccount account={row} />,
            },
            {
              key: 'status',
              title: t('columns.status'),
              width: 150,
              render: (_, row) => (
                <>
                  <Tag color={STATUS_COLOURS[row.status]}>{t(`status.${row.status}`)}</Tag>
                  {row.staff_name && (
                    <div style={{ fontSize: 12 }}>
                      <Typography.Text type="secondary">{row.staff_name}</Typography.Text>
                    </div>
                  )}
                  {(row.reject_reason || row.paid_remark) && (
                    <div style={{ fontSize: 12 }}>
                      <Typography.Text type="secondary">
                        {row.reject_reason || row.paid_remark}
                      </Typography.Text>
                    </div>
                  )}
                </>
              ),
            },
            {
              key: 'actions',
              title: t('columns.actions'),
              fixed: 'right',
              width: 160,
              render: (_, row) => <WithdrawActions row={row} />,
            },
          ]}
        />
      </Card>
    </>
  );
}
