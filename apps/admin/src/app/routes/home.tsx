import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { staffHas, useStaff } from '@/lib/staff';
import { CONSOLE_PAGES, WORKBENCH } from '../console-pages';
import { ForbiddenPage } from './forbidden';

/**
 * `/admin/`: the first section the role may use; a servicer, whose work is the chat workbench,
 * is offered that instead.
 */
export function HomePage() {
  const { t } = useTranslation('layout');
  const staff = useStaff();
  const first = CONSOLE_PAGES.find((page) => page.routes && staffHas(staff, page.permission));
  if (first) return <Navigate to={first.path} replace />;
  if (!staffHas(staff, WORKBENCH.permission)) return <ForbiddenPage />;
  return (
    <Result
      icon={WORKBENCH.icon}
      title={t('workbench_home.title')}
      subTitle={t('workbench_home.hint')}
      extra={
        <Button type="primary" href={WORKBENCH.href}>
          {t('menu.workbench')}
        </Button>
      }
    />
  );
}
