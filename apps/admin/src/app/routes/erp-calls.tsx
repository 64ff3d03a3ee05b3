import { erpKeyCallsEndpoint, type ErpCall } from '@shop/contracts/erp';
import { shopDateTimeSeconds } from '@shop/web-kit/shop-time';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { listQueryOptions } from '@/components/server-table/list-query';
import type { ListStateOptions } from '@/components/server-table/list-state';
import { ListToolbar } from '@/components/server-table/list-toolbar';
import { ServerTable } from '@/components/server-table/server-table';
import { useListState } from '@/components/server-table/use-list-state';

/** The search box takes a key id (`q` in the address; the key list links here with it). */
const CALL_LIST: ListStateOptions = { searchField: 'key_id' };

/**
 * `/admin/erp/calls` (issue 26): the audited open API calls of the shop, newest first, of one key
 * when its id is searched (the key list links here): path, caller address, answer, rows
 * received and what became of them, time taken.
 */
export function ErpCallsPage() {
  const { t } = useTranslation('erp');
  const list = useListState(CALL_LIST);
  const query = useQuery(listQueryOptions(erpKeyCallsEndpoint, list.body));

  return (
    <>
      <PageHeader
        title={t('calls.title')}
        subTitle={t('calls.subtitle')}
        extra={
          <Link to="/erp">
            <Button>{t('calls.back')}</Button>
          </Link>
        }
      />
      <Card>
        <ListToolbar list={list} searchPlaceholder={t('calls.search')} />
        <ServerTable<ErpCall>
          list={list}
          query={query}
          rowKey="id"
          columns={[
            {
              key: 'time',
              title: t('calls.time'),
              render: (_, row) => shopDateTimeSeconds(row.create_time * 1000),
            },
            { key: 'key_id', title: t('columns.key_id'), dataIndex: 'key_id' },
            { key: 'path', title: t('calls.path'), dataIndex: 'path' },
            { key: 'ip', title: t('calls.ip'), dataIndex: 'ip' },
            {
              key: 'code',
              title: t('calls.result'),
              render: (_, row) => (
                <Tag color={row.code >= 0 ? 'success' : 'error'}>
                  {row.code >= 0 ? t('calls.ok') : t('calls.refused_call', { code: row.code })}
                </Tag>
              ),
            },
            { key: 'rows', title: t('calls.rows'), dataIndex: 'rows' },
            {
              key: 'counts',
              title: t('calls.counts'),
              render: (_, row) =>
                t('calls.counts_value', {
                  created: row.created,
                  updated: row.updated,
                  unchanged: row.unchanged,
                  refused: row.refused,
                }),
            },
            {
              key: 'duration',
              title: t('calls.duration'),
              render: (_, row) => t('calls.ms', { ms: row.duration_ms }),
            },
          ]}
        />
      </Card>
    </>
  );
}
