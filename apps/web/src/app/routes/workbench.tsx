import { Button, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useStaffInfo } from '@/features/workbench/api/get-staff-info';
import { WorkbenchLogin } from '@/features/workbench/components/workbench-login';
import { WorkbenchShell } from '@/features/workbench/components/workbench-shell';

/**
 * The customer-service workbench (/workbench): its own full-screen page outside the storefront
 * frame. Without a staff session it shows the servicer login.
 */
export function WorkbenchPage() {
  const { t } = useTranslation('workbench');
  const info = useStaffInfo();
  if (info.isPending) return <Spin fullscreen />;
  if (info.isError)
    return (
      <Result
        status="warning"
        title={t('title')}
        subTitle={info.error.message || t('errors.loadFailed')}
        extra={<Button onClick={() => void info.refetch()}>{t('errors.retry')}</Button>}
      />
    );
  return info.data ? <WorkbenchShell info={info.data} /> : <WorkbenchLogin />;
}
