import { DownloadOutlined } from '@ant-design/icons';
import type { ErpImportJob, ErpImportPhase } from '@shop/contracts/erp';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Card,
  Flex,
  Popconfirm,
  Result,
  Skeleton,
  Space,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { space } from '@/app/theme';
import { PageHeader } from '@/components/page-header';
import {
  downloadImportErrors,
  importInfoQueryOptions,
  useCheckImport,
  useRunImport,
} from '@/features/erp/api/erp-import';
import { ImportProgress } from '@/features/erp/components/import-progress';
import { ImportRowsTable } from '@/features/erp/components/import-rows-table';
import { ImportStatusTag } from '@/features/erp/components/import-status-tag';
import { ImportSteps } from '@/features/erp/components/import-steps-bar';
import { MappingForm } from '@/features/erp/components/mapping-form';
import { importBusy, importStep } from '@/features/erp/import-steps';

/**
 * `/admin/imports/:jobId` (issue 26): one import from its column mapping through the dry run
 * (every row's result before anything is written) to the run, following the server's progress;
 * refused rows download as a sheet with the reasons. A run that stopped resumes from here.
 */
export function ImportDetailPage() {
  const { t } = useTranslation('erp');
  const jobId = Number(useParams().jobId) || 0;
  const query = useQuery({ ...importInfoQueryOptions(jobId), enabled: jobId > 0 });
  const job = query.data;

  if (query.isError && !job)
    return (
      <Result
        status="warning"
        title={query.error.message}
        extra={
          <Link to="/imports">
            <Button>{t('import.back')}</Button>
          </Link>
        }
      />
    );
  if (!job) return <Skeleton active />;
  return (
    <>
      <PageHeader
        title={
          <Space>
            {job.file_name}
            <ImportStatusTag status={job.status} />
          </Space>
        }
        subTitle={t(`import.kinds.${job.kind}`)}
        extra={
          <Link to="/imports">
            <Button>{t('import.back')}</Button>
          </Link>
        }
      />
      <Card>
        <ImportSteps current={importStep(job)} />
        <ImportBody job={job} />
      </Card>
    </>
  );
}

function ImportBody({ job }: { job: ErpImportJob }) {
  const { t } = useTranslation('erp');
  const { message } = App.useApp();
  const check = useCheckImport();
  const run = useRunImport();
  const [remap, setRemap] = useState(false);
  const fail = (error: unknown) =>
    void message.error(error instanceof Error ? error.message : String(error));
  const startCheck = (mapping: Record<string, string>) =>
    check.mutate(
      { job_id: job.job_id, mapping },
      { onSuccess: () => setRemap(false), onError: fail },
    );
  const startRun = () => run.mutate({ job_id: job.job_id }, { onError: fail });
  const errors = (phase: ErpImportPhase) =>
    void downloadImportErrors(job.job_id, phase).catch(fail);

  if (job.status === 'uploaded' || remap)
    return <MappingForm job={job} busy={check.isPending} onCheck={startCheck} />;

  const { phase } = job;
  const refused = job[phase].refused;
  return (
    <Flex vertical gap={space.md}>
      {job.status === 'failed' && (
        <Alert
          type="error"
          showIcon
          message={t('import.failed')}
          description={job.error}
          action={
            phase === 'run' ? (
              <Button type="primary" loading={run.isPending} onClick={startRun}>
                {t('import.resume')}
              </Button>
            ) : (
              <Button onClick={() => startCheck(job.mapping)}>{t('import.check_again')}</Button>
            )
          }
        />
      )}
      {job.status === 'done' && (
        <Alert type="success" showIcon message={t('import.done', job.run)} />
      )}
      <ImportProgress job={job} phase={phase} />
      {!importBusy(job) && (
        <Flex justify="space-between" wrap gap={space.sm}>
          <Space>
            <Typography.Text strong>{t(`import.results.${phase}`)}</Typography.Text>
            {refused > 0 && (
              <Button icon={<DownloadOutlined />} onClick={() => errors(phase)}>
                {t('import.download_errors', { n: refused })}
              </Button>
            )}
          </Space>
          {job.status === 'checked' && (
            <Space>
              <Button onClick={() => setRemap(true)}>{t('import.remap')}</Button>
              <Link to="/imports/new">
                <Button>{t('import.reupload')}</Button>
              </Link>
              <Popconfirm
                title={t('import.run_confirm', { refused })}
                disabled={refused === 0}
                onConfirm={startRun}
              >
                <Button
                  type="primary"
                  loading={run.isPending}
                  onClick={refused === 0 ? startRun : undefined}
                >
                  {t('import.run')}
                </Button>
              </Popconfirm>
            </Space>
          )}
        </Flex>
      )}
      {!importBusy(job) && (
        <ImportRowsTable jobId={job.job_id} phase={phase} columns={job.columns} />
      )}
    </Flex>
  );
}
