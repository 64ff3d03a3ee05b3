import { Outlet } from 'react-router';

export function LoginLayout() {
  return <Outlet />;
}
