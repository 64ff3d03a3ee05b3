import type { ConsoleStaff } from '@shop/contracts/staff';
import type { ReactNode } from 'react';
import { StaffContext } from '@/lib/staff';

/** The demo platform administrator, as sign-in hands it over. */
export const PLATFORM_ADMIN: ConsoleStaff = {
  staff_id: 1,
  username: 'admin',
  nickname: '平台管理员',
  role: 'admin',
  is_platform: 1,
  site_id: 1,
  shop_name: '康源医药自营',
  permissions: ['dashboard.read', 'servicer.manage', 'goods.edit', 'settings.manage', 'audit.read'],
  csrf_token: 'csrf',
};

/** A piece of the console as the signed-in `staff` sees it (the session guard's context). */
export const asStaff = (ui: ReactNode, staff: ConsoleStaff = PLATFORM_ADMIN) => (
  <StaffContext value={staff}>{ui}</StaffContext>
);
