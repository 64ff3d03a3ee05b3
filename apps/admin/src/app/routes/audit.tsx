import { auditListsEndpoint, type AuditEntry } from '@shop/contracts/staff';
import { shopDateTimeSeconds } from '@shop/web-kit/shop-time';
import { useQuery } from '@tanstack/react-query';
import { Card, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '@/components/export/export-button';
import type { ExportColumn } from '@/components/export/export-columns';
import { PageHeader } from '@/components/page-header';
import { DateRangeFilter, SelectFilter } from '@/components/server-table/list-filters';
import { listQueryOptions, pageFetcher } from '@/components/server-table/list-query';
import type { ListStateOptions } from '@/components/server-table/list-state';
import { ListToolbar } from '@/components/server-table/list-toolbar';
import { ServerTable } from '@/components/server-table/server-table';
import { useListState } from '@/components/server-table/use-list-state';
import {
  actionName,
  AUDIT_ACTION_PREFIXES,
  AUDIT_TARGET_TYPES,
  targetTypeName,
} from '@/features/audit/audit-names';
import { AuditDiffView } from '@/features/audit/components/audit-diff-view';
import { TextFilter } from '@/features/audit/components/text-filter';

const AUDIT_LIST: ListStateOptions = {
  filters: ['action', 'target_type', 'target_id', 'start_time', 'end_time'],
  searchField: 'username',
};

const json = (value: unknown) =>
  value === null || value === undefined ? '' : JSON.stringify(value);

/**
 * `/admin/audit` (issue 15: "every staff write goes to an audit log ... with a screen to search
 * it"): newest first, filtered by staff username, action prefix, target and days; a row opens
 * to its values before and after, side by side. Times are Unix seconds on the wire.
 */
export function AuditPage() {
  const { t } = useTranslation('audit');
  const list = useListState(AUDIT_LIST);
  const query = useQuery(listQueryOptions(auditListsEndpoint, list.body));
  const time = (entry: AuditEntry) => shopDateTimeSeconds(entry.create_time * 1000);

  const exportColumns: ExportColumn<AuditEntry>[] = [
    { title: t('columns.time'), value: time },
    { title: t('columns.username'), value: (e) => e.username },
    { title: t('columns.action'), value: (e) => actionName(t, e.action) },
    { title: t('columns.action_code'), value: (e) => e.action },
    { title: t('columns.target_type'), value: (e) => targetTypeName(t, e.target_type) },
    { title: t('columns.target_id'), value: (e) => e.target_id },
    { title: t('columns.site'), value: (e) => e.site_id, kind: 'number' },
    { title: t('columns.remark'), value: (e) => e.remark },
    { title: t('columns.ip'), value: (e) => e.ip },
    { title: t('diff.before'), value: (e) => json(e.before) },
    { title: t('diff.after'), value: (e) => json(e.after) },
  ];

  return (
    <>
      <PageHeader
        title={t('title')}
        subTitle={t('subtitle')}
        extra={
          <ExportButton
            name="audit"
            columns={exportColumns}
            fetchPage={pageFetcher(auditListsEndpoint, list.body)}
          />
        }
      />
      <Card>
        <ListToolbar list={list} searchPlaceholder={t('filters.username')}>
          <TextFilter
            list={list}
            name="action"
            placeholder={t('filters.action')}
            width={150}
            maxLength={50}
            options={AUDIT_ACTION_PREFIXES.map((prefix) => ({
              value: prefix,
              label: `${prefix} ${t(`prefixes.${prefix.slice(0, -1)}`)}`,
            }))}
          />
          <SelectFilter
            list={list}
            name="target_type"
            placeholder={t('filters.target_type')}
            options={AUDIT_TARGET_TYPES.map((type) => ({
              value: type,
              label: targetTypeName(t, type),
            }))}
            width={140}
          />
          <TextFilter
            list={list}
            name="target_id"
            placeholder={t('filters.target_id')}
            maxLength={40}
            width={130}
          />
          <DateRangeFilter list={list} from="start_time" to="end_time" label={t('filters.dates')} />
        </ListToolbar>
        <ServerTable<AuditEntry>
          list={list}
          query={query}
          rowKey="id"
          expandable={{
            expandedRowRender: (entry) => <AuditDiffView entry={entry} />,
            expandRowByClick: false,
          }}
          columns={[
            { key: 'time', title: t('columns.time'), width: 170, render: (_, e) => time(e) },
            { key: 'username', title: t('columns.username'), dataIndex: 'username', width: 120 },
            {
              key: 'action',
              title: t('columns.action'),
              render: (_, e) => (
                <Flex vertical>
                  <span>{actionName(t, e.action)}</span>
                  <Typography.Text type="secondary" code style={{ fontSize: 12 }}>
                    {e.action}
                  </Typography.Text>
                </Flex>
              ),
            },
            {
              key: 'target',
              title: t('columns.target'),
              width: 220,
              render: (_, e) => (
                <Flex gap="small" align="center">
                  <Tag>{targetTypeName(t, e.target_type)}</Tag>
                  <Typography.Text copyable={{ text: e.target_id }}>{e.target_id}</Typography.Text>
                </Flex>
              ),
            },
            {
              key: 'remark',
              title: t('columns.remark'),
              ellipsis: true,
              render: (_, e) => e.remark || '-',
            },
            { key: 'ip', title: t('columns.ip'), dataIndex: 'ip', width: 130 },
          ]}
        />
      </Card>
    </>
  );
}
