import {
  erpKeyAddEndpoint,
  erpKeyDisableEndpoint,
  erpKeyEnableEndpoint,
  erpKeyListsEndpoint,
  erpKeyRotateEndpoint,
} from '@shop/contracts/erp';
import { auditListsEndpoint } from '@shop/contracts/staff';
import { useConsoleWrite } from '@/lib/console-write';

/*
 * The ERP key writes (issue 26), one hook per call; each refreshes the key list and the audit log.
 * Create and rotate answer the secret, shown once by the caller.
 */
const REFRESH = [erpKeyListsEndpoint.path, auditListsEndpoint.path] as const;

/** `/staff/api/erpkey/add`: answers the key id and its secret. */
export const useAddErpKey = () => useConsoleWrite(erpKeyAddEndpoint, REFRESH);
/** `/staff/api/erpkey/disable`: the key's calls are refused at once. */
export const useDisableErpKey = () => useConsoleWrite(erpKeyDisableEndpoint, REFRESH);
/** `/staff/api/erpkey/enable`. */
export const useEnableErpKey = () => useConsoleWrite(erpKeyEnableEndpoint, REFRESH);
/** `/staff/api/erpkey/rotate`: a new secret; the old one works for the grace chosen. */
export const useRotateErpKey = () => useConsoleWrite(erpKeyRotateEndpoint, REFRESH);
