import { ApiError, isSessionLost } from '@shop/web-kit/api';
import { loginPath } from '@shop/web-kit/redirect';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { staffInfoQueryOptions } from '@/features/auth/api/get-staff-info';
import { StaffContext } from '@/lib/staff';

/**
 * The signed-in console: asks `info` once (a reload restores the session and its CSRF token from
 * the HttpOnly cookie); without a session goes to the sign-in page, keeping the address.
 */
export function RequireStaff() {
  const { t } = useTranslation();
  const location = useLocation();
  const staff = useQuery(staffInfoQueryOptions());

  if (staff.data)
    return (
      <StaffContext.Provider value={staff.data}>
        <Outlet />
      </StaffContext.Provider>
    );
  if (staff.isError) {
    if (staff.error instanceof ApiError && isSessionLost(staff.error.code))
      return <Navigate to={loginPath(`${location.pathname}${location.search}`)} replace />;
    return (
      <Result
        status="error"
        title={t('errors.session_check')}
        subTitle={staff.error.message}
        extra={
          <Button type="primary" onClick={() => void staff.refetch()}>
            {t('actions.retry')}
          </Button>
        }
      />
    );
  }
  return (
    <Flex justify="center" align="center" style={{ height: '100vh' }}>
      <Spin size="large" />
    </Flex>
  );
}
