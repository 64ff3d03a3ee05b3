import {
  AccountBookOutlined,
  CarOutlined,
  FileProtectOutlined,
  FileSearchOutlined,
  RollbackOutlined,
  ShoppingOutlined,
} from '@ant-design/icons';
import { shopDate } from '@shop/web-kit/shop-time';
import { Alert, Button, Col, Row, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDashboardFigures } from '@/features/dashboard/api/get-dashboard-figures';
import { FigureCard } from '@/features/dashboard/components/figure-card';
import { dashboardFigures, type DashboardFigure } from '@/features/dashboard/dashboard-links';
import { PageHeader } from '@/components/page-header';
import { staffHas, useStaff } from '@/lib/staff';
import { palette, space } from '../theme';

const LOOK: Record<DashboardFigure['key'], { icon: ReactNode; colour: string }> = {
  today_orders: { icon: <ShoppingOutlined />, colour: palette.primary },
  today_sales: { icon: <AccountBookOutlined />, colour: palette.success },
  vouchers_waiting: { icon: <FileSearchOutlined />, colour: palette.warning },
  orders_to_ship: { icon: <CarOutlined />, colour: palette.volcano },
  licences_waiting: { icon: <FileProtectOutlined />, colour: palette.purple },
  refunds_waiting: { icon: <RollbackOutlined />, colour: palette.error },
};

/**
 * `/admin/dashboard` (issue 15): today's orders and sales and the work waiting for staff, each
 * card opening its filtered list; a role sees the cards of its own work, refreshed every minute.
 */
export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const staff = useStaff();
  // The day the page opened on (a dashboard left open over midnight keeps it until reloaded).
  const [today] = useState(() => shopDate(Date.now()));
  const figures = dashboardFigures(today).filter((figure) => staffHas(staff, figure.permission));
  const { values, loading, error, retry } = useDashboardFigures(figures);
  return (
    <>
      <PageHeader
        title={t('title')}
        subTitle={t('welcome', { name: staff.nickname || staff.username, date: today })}
      />
      <Typography.Title level={5} style={{ marginTop: space.sm }}>
        {t('work')}
      </Typography.Title>
      {error && (
        <Alert
          type="error"
          showIcon
          title={error.message}
          action={
            <Button size="small" onClick={retry}>
              {t('common:actions.retry')}
            </Button>
          }
          style={{ marginBottom: space.md }}
        />
      )}
      <Row gutter={[space.md, space.md]}>
        {figures.map((figure) => (
          <Col key={figure.key} xs={24} sm={12} xl={8} xxl={6}>
            <FigureCard
              figure={figure}
              icon={LOOK[figure.key].icon}
              colour={LOOK[figure.key].colour}
              value={values[figure.key]}
              loading={loading && values[figure.key] === undefined}
            />
          </Col>
        ))}
      </Row>
    </>
  );
}
