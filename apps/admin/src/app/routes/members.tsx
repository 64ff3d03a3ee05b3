import {
  consoleMemberListEndpoint,
  MEMBER_LIST_SORTS,
  type ConsoleMemberRow,
} from '@shop/contracts/member';
import { shopDateTimeSeconds } from '@shop/web-kit/shop-time';
import { useQuery } from '@tanstack/react-query';
import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ExportButton } from '@/components/export/export-button';
import type { ExportColumn } from '@/components/export/export-columns';
import { Money } from '@/components/money';
import { PageHeader } from '@/components/page-header';
import { listQueryOptions, pageFetcher } from '@/components/server-table/list-query';
import type { ListStateOptions } from '@/components/server-table/list-state';
import { ListToolbar } from '@/components/server-table/list-toolbar';
import { ServerTable } from '@/components/server-table/server-table';
import { useListState } from '@/components/server-table/use-list-state';
import { MemberFilters } from '@/features/members/components/member-filters';
import { MemberStatusTag, QualificationTag } from '@/features/members/components/member-tags';
import { seesOnlyOwnMembers } from '@shop/contracts/staff';
import { useStaff } from '@/lib/staff';

const MEMBER_LIST: ListStateOptions = {
  filters: [
    'label_id',
    'level_id',
    'status',
    'qualification_status',
    'salesman_id',
    'reg_start',
    'reg_end',
  ],
  sortFields: MEMBER_LIST_SORTS,
  searchField: 'search',
};

/**
 * `/admin/members` (issue 15): the members in the staff account's reach (ADR 0015), searched,
 * filtered, sorted and paged on the server, exportable; a salesman sees only their own members
 * (no salesman filter then). Changes are made on the detail, by permission.
 */
export function MembersPage() {
  const { t } = useTranslation('members');
  const list = useListState(MEMBER_LIST);
  const query = useQuery(listQueryOptions(consoleMemberListEndpoint, list.body));
  const ownOnly = seesOnlyOwnMembers(useStaff().role);
  const exportColumns: ExportColumn<ConsoleMemberRow>[] = [
    { title: t('columns.member_id'), value: (row) => row.member_id, kind: 'number' },
    { title: t('columns.username'), value: (row) => row.username },
    { title: t('columns.nickname'), value: (row) => row.nickname },
    { title: t('columns.realname'), value: (row) => row.realname },
    { title: t('columns.mobile'), value: (row) => row.mobile },
    { title: t('columns.label'), value: (row) => row.label_name },
    { title: t('columns.level'), value: (row) => row.level_name },
    { title: t('columns.status'), value: (row) => t(`status.${row.status}`) },
    {
      title: t('columns.qualification'),
      value: (row) => t(`qualification.${row.qualification_status}`),
    },
    { title: t('columns.balance'), value: (row) => row.balance, kind: 'money' },
    { title: t('columns.credit_limit'), value: (row) => row.credit_limit, kind: 'money' },
    { title: t('columns.credit_used'), value: (row) => row.credit_used, kind: 'money' },
    { title: t('columns.point'), value: (row) => row.point, kind: 'number' },
    { title: t('columns.salesman'), value: (row) => row.salesman_name },
    { title: t('columns.created'), value: (row) => shopDateTimeSeconds(row.create_time) },
    {
      title: t('columns.last_login'),
      value: (row) =>
        row.last_login_time === null ? '' : shopDateTimeSeconds(row.last_login_time),
    },
  ];
  return (
    <>
      <PageHeader title={t('title')} subTitle={ownOnly ? t('subtitle_sales') : t('subtitle')} />
      <Card>
        <ListToolbar
          list={list}
          searchPlaceholder={t('search')}
          extra={
            <ExportButton
              name="members"
              columns={exportColumns}
              fetchPage={pageFetcher(consoleMemberListEndpoint, list.body)}
            />
          }
        >
          <MemberFilters list={list} showSalesman={!ownOnly} />
        </ListToolbar>
        <ServerTable<ConsoleMemberRow>
          list={list}
          query={query}
          rowKey="member_id"
          scroll={{ x: 1750 }}
          columns={[
            {
              key: 'member_id',
              title: t('columns.member_id'),
              dataIndex: 'member_id',
              sorter: true,
              width: 80,
            },
            {
              key: 'username',
              width: 130,
              title: t('columns.username'),
              render: (_, row) => <Link to={`/members/${row.member_id}`}>{row.username}</Link>,
            },
            {
              key: 'nickname',
              width: 180,
              title: t('columns.nickname'),
              render: (_, row) => (
                <>
                  <div>{row.nickname}</div>
                  <Typography.Text type="secondary">{row.realname}</Typography.Text>
                </>
              ),
            },
            { key: 'mobile', width: 130, title: t('columns.mobile'), dataIndex: 'mobile' },
            { key: 'label', width: 110, title: t('columns.label'), dataIndex: 'label_name' },
            { key: 'level', width: 100, title: t('columns.level'), dataIndex: 'level_name' },
            {
              key: 'qualification',
              width: 120,
              title: t('columns.qualification'),
              render: (_, row) => <QualificationTag status={row.qualification_status} />,
            },
            {
              key: 'status',
              width: 90,
              title: t('columns.status'),
              render: (_, row) => <MemberStatusTag status={row.status} />,
            },
            {
              key: 'balance',
              width: 120,
              title: t('columns.balance'),
              sorter: true,
              align: 'right',
              render: (_, row) => <Money value={row.balance} />,
            },
            {
              key: 'credit',
              width: 160,
              title: t('columns.credit_limit'),
              align: 'right',
              render: (_, row) => (
                <>
                  <Money value={row.credit_limit} />
                  <div>
                    <Typography.Text type="secondary">
                      {t('columns.credit_used')} <Money value={row.credit_used} />
                    </Typography.Text>
                  </div>
                </>
              ),
            },
            {
              key: 'salesman',
              width: 110,
              title: t('columns.salesman'),
              render: (_, row) => row.salesman_name || '-',
            },
            {
              key: 'created_at',
              width: 170,
              title: t('columns.created'),
              sorter: true,
              render: (_, row) => shopDateTimeSeconds(row.create_time),
            },
            {
              key: 'last_login_at',
              width: 170,
              title: t('columns.last_login'),
              sorter: true,
              render: (_, row) =>
                row.last_login_time === null
                  ? t('never')
                  : shopDateTimeSeconds(row.last_login_time),
            },
            {
              key: 'actions',
              title: t('columns.actions'),
              fixed: 'right',
              width: 90,
              render: (_, row) => <Link to={`/members/${row.member_id}`}>{t('view')}</Link>,
            },
          ]}
        />
      </Card>
    </>
  );
}
