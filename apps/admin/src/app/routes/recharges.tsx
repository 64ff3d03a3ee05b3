import { consoleRechargeListEndpoint, type ConsoleRechargeRow } from '@shop/contracts/member';
import { shopDateTimeSeconds } from '@shop/web-kit/shop-time';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '@/components/money';
import { PageHeader } from '@/components/page-header';
import { listQueryOptions } from '@/components/server-table/list-query';
import { DateRangeFilter, SelectFilter } from '@/components/server-table/list-filters';
import type { ListStateOptions } from '@/components/server-table/list-state';
import { ListToolbar } from '@/components/server-table/list-toolbar';
import { ServerTable } from '@/components/server-table/server-table';
import { useListState } from '@/components/server-table/use-list-state';
import { ReasonModal } from '@/features/orders/components/reason-modal';
import { useRejectRecharge } from '@/features/recharges/api/recharge-review';
import { RechargeDrawer } from '@/features/recharges/components/recharge-drawer';
import { RechargeStatusTag } from '@/features/recharges/components/recharge-status-tag';

const RECHARGE_LIST: ListStateOptions = {
  filters: ['status', 'start_date', 'end_date'],
  searchField: 'search',
};

/**
 * `/admin/recharges` (issue 16, recharge.review): members' recharges, newest first, filtered by
 * state and day, searched by number or username; the drawer shows the voucher and confirms or
 * rejects a transfer waiting review.
 */
export function RechargesPage() {
  const { t } = useTranslation('recharges');
  const list = useListState(RECHARGE_LIST);
  const query = useQuery(listQueryOptions(consoleRechargeListEndpoint, list.body));
  const [open, setOpen] = useState(0);
  const [rejecting, setRejecting] = useState(false);
  const reject = useRejectRecharge();
  const { message } = App.useApp();
  return (
    <>
      <PageHeader title={t('title')} subTitle={t('subtitle')} />
      <Card>
        <ListToolbar list={list} searchPlaceholder={t('search')}>
          <SelectFilter
            list={list}
            name="status"
            placeholder={t('columns.status')}
            width={150}
            options={['1', '0', '2', '-1'].map((s) => ({ value: s, label: t(`status.${s}`) }))}
          />
          <DateRangeFilter
            list={list}
            from="start_date"
            to="end_date"
            label={t('columns.created')}
          />
        </ListToolbar>
        <ServerTable<ConsoleRechargeRow>
          list={list}
          query={query}
          rowKey="recharge_id"
          columns={[
            { key: 'no', title: t('columns.no'), dataIndex: 'recharge_no', width: 220 },
            {
              key: 'member',
              title: t('columns.member'),
              width: 180,
              render: (_, row) => `${row.username}（${row.nickname}）`,
            },
            {
              key: 'amount',
              title: t('columns.amount'),
              align: 'right',
              width: 120,
              render: (_, row) => <Money value={row.amount} />,
            },
            {
              key: 'bonus',
              title: t('columns.bonus'),
              align: 'right',
              width: 110,
              render: (_, row) => <Money value={row.bonus} />,
            },
            {
              key: 'status',
              title: t('columns.status'),
              width: 120,
              render: (_, row) => <RechargeStatusTag row={row} />,
            },
            {
              key: 'created',
              title: t('columns.created'),
              width: 170,
              render: (_, row) => shopDateTimeSeconds(row.create_time),
            },
            {
              key: 'actions',
              title: t('columns.actions'),
              width: 100,
              render: (_, row) => (
                <Button type="link" onClick={() => setOpen(row.recharge_id)}>
                  {row.status === 1 ? t('review') : t('view')}
                </Button>
              ),
            },
          ]}
        />
      </Card>
      <RechargeDrawer
        rechargeId={open}
        onClose={() => setOpen(0)}
        onReject={() => setRejecting(true)}
      />
      <ReasonModal
        open={rejecting}
        title={t('detail.reject')}
        label={t('detail.reason')}
        okText={t('detail.reject')}
        pending={reject.isPending}
        error={reject.error}
        onClose={() => setRejecting(false)}
        onSubmit={(reason) =>
          reject.mutate(
            { recharge_id: open, reason },
            {
              onSuccess: () => {
                setRejecting(false);
                void message.success(t('detail.rejected'));
              },
            },
          )
        }
      />
    </>
  );
}
