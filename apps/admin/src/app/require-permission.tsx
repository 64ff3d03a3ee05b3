import type { StaffPermission } from '@shop/contracts/staff';
import { Outlet } from 'react-router';
import { useStaffMay } from '@/lib/staff';
import { ForbiddenPage } from './routes/forbidden';

/** A console section the signed-in role may not use answers 403 (the server refuses its calls). */
export function RequirePermission({ permission }: { permission: StaffPermission }) {
  return useStaffMay(permission) ? <Outlet /> : <ForbiddenPage />;
}
