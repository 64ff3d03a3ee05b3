import type { ErpImportJob } from '@shop/contracts/erp';
import { Alert, Button, Flex, Select, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { space } from '@/app/theme';
import { cleanMapping, unmappedRequired } from '../import-steps';

/**
 * Which sheet column holds which field: one row per field the kind reads, the sheet's headers to
 * choose from (offered as the shop confirmed them last time, or as read from the headers), and
 * the first row's value under the chosen column. The dry run starts once every required field
 * has a column.
 */
export function MappingForm({
  job,
  busy,
  onCheck,
}: {
  job: ErpImportJob;
  busy: boolean;
  onCheck: (mapping: Record<string, string>) => void;
}) {
  const { t } = useTranslation('erp');
  const [mapping, setMapping] = useState<Record<string, string | undefined>>(job.mapping);
  const chosen = cleanMapping(mapping);
  const missing = unmappedRequired(job.columns, chosen);
  const first = job.sample[0] ?? [];
  const options = job.headers
    .map((header, at) => ({ value: header, label: header || t('import.column_n', { n: at + 1 }) }))
    .filter((option) => option.value !== '');

  return (
    <Flex vertical gap={space.md}>
      <Table
        size="small"
        rowKey="field"
        pagination={false}
        dataSource={job.columns}
        columns={[
          {
            key: 'field',
            title: t('import.field'),
            width: 200,
            render: (_, column) => (
              <Typography.Text>
                {column.label}
                {column.required && <Typography.Text type="danger"> *</Typography.Text>}
              </Typography.Text>
            ),
          },
          {
            key: 'column',
            title: t('import.sheet_column'),
            width: 260,
            render: (_, column) => (
              <Select
                allowClear
                showSearch
                style={{ width: '100%' }}
                aria-label={column.label}
                placeholder={t('import.not_mapped')}
                value={mapping[column.field]}
                options={options}
                onChange={(value?: string) => setMapping({ ...mapping, [column.field]: value })}
              />
            ),
          },
          {
            key: 'sample',
            title: t('import.sample'),
            render: (_, column) => {
              const header = mapping[column.field];
              const at = header === undefined ? -1 : job.headers.indexOf(header);
              return (
                <Typography.Text type="secondary">
                  {at >= 0 ? (first[at] ?? '') : ''}
                </Typography.Text>
              );
            },
          },
        ]}
      />
      {missing.length > 0 && (
        <Alert
          type="warning"
          showIcon
          message={t('import.missing', { fields: missing.map((c) => c.label).join('、') })}
        />
      )}
      <Flex justify="flex-end">
        <Button
          type="primary"
          loading={busy}
          disabled={missing.length > 0}
          onClick={() => onCheck(chosen)}
        >
          {t('import.check')}
        </Button>
      </Flex>
    </Flex>
  );
}
