import {
  auditListsEndpoint,
  servicerAddEndpoint,
  servicerDisableEndpoint,
  servicerEditEndpoint,
  servicerEnableEndpoint,
  servicerListsEndpoint,
  servicerResetPasswordEndpoint,
} from '@shop/contracts/staff';
import { useConsoleWrite } from '@/lib/console-write';

/*
 * The servicer account writes (issue 15), one hook per call; each refreshes the servicer list
 * and the audit log (every write is audited).
 */
const REFRESH = [servicerListsEndpoint.path, auditListsEndpoint.path] as const;

/** `/staff/api/servicer/add`. */
export const useAddServicer = () => useConsoleWrite(servicerAddEndpoint, REFRESH);
/** `/staff/api/servicer/edit`: nickname and (platform accounts) shop. */
export const useEditServicer = () => useConsoleWrite(servicerEditEndpoint, REFRESH);
/** `/staff/api/servicer/disable`: signed out at once, its conversations go back to waiting. */
export const useDisableServicer = () => useConsoleWrite(servicerDisableEndpoint, REFRESH);
/** `/staff/api/servicer/enable`. */
export const useEnableServicer = () => useConsoleWrite(servicerEnableEndpoint, REFRESH);
/** `/staff/api/servicer/resetpassword`: its sessions end. */
export const useResetServicerPassword = () =>
  useConsoleWrite(servicerResetPasswordEndpoint, REFRESH);
