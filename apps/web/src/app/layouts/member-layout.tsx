import { Outlet } from 'react-router';

export function MemberLayout() {
  return <Outlet />;
}
