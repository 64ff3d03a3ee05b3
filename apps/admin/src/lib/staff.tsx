import type { ConsoleStaff, StaffPermission } from '@shop/contracts/staff';
import { createContext, useContext } from 'react';

/**
 * The signed-in staff account, given by the session guard to every console page; any feature
 * reads it with `useStaff` and asks `useStaffMay` before offering an action.
 */
export const StaffContext = createContext<ConsoleStaff | null>(null);

export function useStaff(): ConsoleStaff {
  const staff = useContext(StaffContext);
  if (!staff) throw new Error('useStaff outside the signed-in console');
  return staff;
}

/**
 * Whether the account may use a permission, from the list the server gave it at sign-in (the
 * server checks every call again; this only hides what the role cannot use).
 */
export const staffHas = (staff: Pick<ConsoleStaff, 'permissions'>, permission: StaffPermission) =>
  staff.permissions.includes(permission);

export const useStaffMay = (permission: StaffPermission): boolean =>
  staffHas(useStaff(), permission);
