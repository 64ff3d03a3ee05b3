import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/query-state';
import { useStaffInfo } from '@/features/workbench/api/get-staff-info';
import { WorkbenchLogin } from '@/features/workbench/components/workbench-login';
import { WorkbenchShell } from '@/features/workbench/components/workbench-shell';

/**
 * The customer-service workbench (/workbench): its own full-screen page outside the storefront
 * frame. Without a staff session it shows the servicer login, saying why when the console ended it.
 */
export function WorkbenchPage() {
  const { t } = useTranslation('workbench');
  const info = useStaffInfo();
  return (
    <QueryState query={info} placeholder={<Spin fullscreen />} errorTitle={t('title')}>
      {(staff) =>
        staff && 'staff_id' in staff ? (
          <WorkbenchShell info={staff} />
        ) : (
          <WorkbenchLogin ended={staff?.ended} />
        )
      }
    </QueryState>
  );
}
