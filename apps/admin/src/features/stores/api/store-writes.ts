import {
  consoleBindVerifierEndpoint,
  consoleStoreAddEndpoint,
  consoleStoreEditEndpoint,
  consoleStoreListEndpoint,
  consoleStoreStatusEndpoint,
  consoleStoreVerifiersEndpoint,
  consoleUnbindVerifierEndpoint,
} from '@shop/contracts/catalogue';
import { auditListsEndpoint } from '@shop/contracts/staff';
import { useConsoleWrite } from '@/lib/console-write';

/*
 * The pickup store writes (issue 17), one hook per call; each refreshes the store list, the
 * verifier lists (their counts show in the store list) and the audit log (every write is audited).
 */
const REFRESH = [
  consoleStoreListEndpoint.path,
  consoleStoreVerifiersEndpoint.path,
  auditListsEndpoint.path,
] as const;

/** `/staff/api/store/add`. */
export const useAddStore = () => useConsoleWrite(consoleStoreAddEndpoint, REFRESH);
/** `/staff/api/store/edit`: name, phone, region, address and hours. */
export const useEditStore = () => useConsoleWrite(consoleStoreEditEndpoint, REFRESH);
/** `/staff/api/store/status`: open or close. */
export const useSetStoreOpen = () => useConsoleWrite(consoleStoreStatusEndpoint, REFRESH);
/** `/staff/api/store/bindverifier`: a member (username or mobile) verifies at the store. */
export const useBindVerifier = () => useConsoleWrite(consoleBindVerifierEndpoint, REFRESH);
/** `/staff/api/store/unbindverifier`. */
export const useUnbindVerifier = () => useConsoleWrite(consoleUnbindVerifierEndpoint, REFRESH);
