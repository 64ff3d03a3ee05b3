import { Navigate, Outlet, useLocation } from 'react-router';
import { hasSession } from '@/lib/session';

/** The login page address that comes back to `path` after login. */
export const loginRedirect = (path: string) => `/login?redirect=${encodeURIComponent(path)}`;

/** Guards login-required pages: a visitor goes to /login?redirect={encoded full path}. */
export function RequireAuth() {
  const location = useLocation();
  if (!hasSession()) {
    return (
      <Navigate to={loginRedirect(location.pathname + location.search + location.hash)} replace />
    );
  }
  return <Outlet />;
}
