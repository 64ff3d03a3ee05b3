import type { ErpImportJob, ErpImportPhase } from '@shop/contracts/erp';
import { Col, Progress, Row, Statistic, theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { importPercent } from '../import-steps';

/** A phase's progress bar (while it runs) and its counts of created, updated, unchanged, refused. */
export function ImportProgress({ job, phase }: { job: ErpImportJob; phase: ErpImportPhase }) {
  const { t } = useTranslation('erp');
  const { token } = theme.useToken();
  const counts = job[phase];
  const running = job.status === (phase === 'check' ? 'checking' : 'running');
  const percent = importPercent(job, phase);
  return (
    <>
      {running && (
        <>
          <Typography.Text>
            {percent === null
              ? t('import.counting')
              : t(`import.progress.${phase}`, {
                  done: phase === 'check' ? job.checked_rows : job.processed_rows,
                  total: job.total_rows,
                })}
          </Typography.Text>
          <Progress
            percent={percent ?? 0}
            status="active"
            aria-label={t(`import.steps.${phase}`)}
          />
        </>
      )}
      <Row gutter={16}>
        {(['created', 'updated', 'unchanged', 'refused'] as const).map((status) => (
          <Col span={6} key={status}>
            <Statistic
              title={t(`import.counts.${phase}.${status}`)}
              value={counts[status]}
              valueStyle={
                status === 'refused' && counts.refused > 0 ? { color: token.colorError } : undefined
              }
            />
          </Col>
        ))}
      </Row>
    </>
  );
}
