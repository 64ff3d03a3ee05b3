import { PlusOutlined } from '@ant-design/icons';
import { erpImportListEndpoint, type ErpImportJob } from '@shop/contracts/erp';
import { shopDateTimeSeconds } from '@shop/web-kit/shop-time';
import { useQuery } from '@tanstack/react-query';
import { Button, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { listQueryOptions } from '@/components/server-table/list-query';
import { ServerTable } from '@/components/server-table/server-table';
import { useListState } from '@/components/server-table/use-list-state';
import { ImportStatusTag } from '@/features/erp/components/import-status-tag';

/** `/admin/imports` (issue 26): the shop's sheet imports, newest first, each opening its page. */
export function ImportsPage() {
  const { t } = useTranslation('erp');
  const list = useListState();
  const query = useQuery(listQueryOptions(erpImportListEndpoint, list.body));

  return (
    <>
      <PageHeader
        title={t('import.title')}
        subTitle={t('import.subtitle')}
        extra={
          <Link to="new">
            <Button type="primary" icon={<PlusOutlined />}>
              {t('import.new')}
            </Button>
          </Link>
        }
      />
      <Card>
        <ServerTable<ErpImportJob>
          list={list}
          query={query}
          rowKey="job_id"
          columns={[
            { key: 'id', title: t('import.id'), dataIndex: 'job_id', width: 80 },
            {
              key: 'kind',
              title: t('import.kind'),
              width: 100,
              render: (_, job) => t(`import.kinds.${job.kind}`),
            },
            {
              key: 'file',
              title: t('import.file'),
              render: (_, job) => <Link to={String(job.job_id)}>{job.file_name}</Link>,
            },
            {
              key: 'status',
              title: t('import.state'),
              width: 110,
              render: (_, job) => <ImportStatusTag status={job.status} />,
            },
            {
              key: 'rows',
              title: t('import.rows'),
              width: 260,
              render: (_, job) =>
                job.status === 'done'
                  ? t('import.result_line', job.run)
                  : t('import.rows_line', { total: job.total_rows }),
            },
            {
              key: 'time',
              title: t('import.time'),
              width: 170,
              render: (_, job) => shopDateTimeSeconds(job.create_time * 1000),
            },
          ]}
        />
      </Card>
    </>
  );
}
