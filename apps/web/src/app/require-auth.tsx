import { loginPath } from '@shop/web-kit/redirect';
import { Navigate, Outlet, useLocation } from 'react-router';
import { hasSession } from '@/lib/session';

/** Guards login-required pages: a visitor goes to /login?redirect={encoded full path}. */
export function RequireAuth() {
  const location = useLocation();
  if (!hasSession()) {
    return <Navigate to={loginPath(location.pathname + location.search + location.hash)} replace />;
  }
  return <Outlet />;
}
