import {
  erpImportRowsEndpoint,
  type ErpImportColumn,
  type ErpImportPhase,
  type ErpImportRow,
  type ErpRowStatus,
} from '@shop/contracts/erp';
import { useQuery } from '@tanstack/react-query';
import { Segmented, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { space } from '@/app/theme';
import { listQueryOptions } from '@/components/server-table/list-query';
import { ServerTable } from '@/components/server-table/server-table';
import { useListState } from '@/components/server-table/use-list-state';

const LIST = { filters: ['status'] } as const;
const COLOURS: Record<ErpRowStatus, string> = {
  created: 'green',
  updated: 'blue',
  unchanged: 'default',
  refused: 'red',
};

/** Every row's result of a phase, refused ones first to look at, paged by the server. */
export function ImportRowsTable({
  jobId,
  phase,
  columns,
}: {
  jobId: number;
  phase: ErpImportPhase;
  /** The kind's fields, naming the field at fault as staff read it. */
  columns: readonly ErpImportColumn[];
}) {
  const { t } = useTranslation('erp');
  const list = useListState(LIST);
  const query = useQuery(
    listQueryOptions(erpImportRowsEndpoint, { ...list.body, job_id: jobId, phase }),
  );
  const status = list.filters.status ?? '';

  return (
    <>
      <Segmented
        style={{ marginBottom: space.md }}
        value={status}
        onChange={(value) => list.update({ filters: { status: value || null } })}
        options={[
          { value: '', label: t('import.filter_all') },
          ...(['refused', 'created', 'updated', 'unchanged'] as const).map((value) => ({
            value,
            label: t(`import.row_status.${value}`),
          })),
        ]}
      />
      <ServerTable<ErpImportRow>
        list={list}
        query={query}
        rowKey="row_no"
        size="small"
        columns={[
          { key: 'row', title: t('import.row_no'), dataIndex: 'row_no', width: 80 },
          { key: 'key', title: t('import.key'), dataIndex: 'key', width: 180 },
          {
            key: 'status',
            title: t('import.state'),
            width: 100,
            render: (_, row) => (
              <Tag color={COLOURS[row.status]}>{t(`import.row_status.${row.status}`)}</Tag>
            ),
          },
          {
            key: 'field',
            title: t('import.fault_field'),
            width: 160,
            render: (_, row) => columns.find((c) => c.field === row.field)?.label ?? row.field,
          },
          { key: 'reason', title: t('import.reason'), dataIndex: 'reason' },
        ]}
      />
    </>
  );
}
