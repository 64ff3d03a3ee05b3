/**
 * The auth module's front door (floor 2, see modules/README.md): member and staff sessions, staff
 * accounts, password hashing, and who is looking at a request (the viewer).
 */
import { modulePlugin } from '../module-plugin';
import { authRoutes } from './auth.routes';

export const authModule = modulePlugin([authRoutes]);
export {
  REGISTER_AGREEMENT_KEY,
  REGISTER_FORM_KEY,
  REGISTER_SETTINGS_KEY,
  type RegisterSettings,
} from './register-config.service';
export { checkCaptcha } from './captcha.service';
export { findSalesmenByKeys } from './salesman.repository';
export { salesmanOfLogin } from './salesman.service';
export { assertPasswordRules, assertShopPasswordRules } from './password-rules';
export {
  insertStaffAccount,
  setStaffPasswordHash,
  switchStaffStatus,
  updateSalesmanLink,
  updateStaffProfile,
} from './staff-account.repository';
export { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/password';
export { clearSessionCookies } from './session-cookie';
export {
  clearStaffCookie,
  requestStaffToken,
  requireStaff,
  setStaffCookie,
  staffOf,
} from './staff-session';
export { CSRF_HEADER, staffReaches, staffShop, type StaffActor } from './staff-access';
export { staffRoute, staffUploadRoute, type StaffCall } from './staff-route';
export { staffDownloadRoute, type StaffDownload } from './staff-download-route';
export { markServicerSeen, setServicerOnline } from './staff-presence.repository';
export { recordStaffAction, type StaffAction } from './staff-audit.repository';
export {
  consoleCsrfOf,
  isConsoleSession,
  issueStaffToken,
  resolveStaffToken,
  revokeStaffToken,
  revokeStaffTokensOf,
  STAFF_IDLE_MS,
  touchStaffSession,
  type IssuedStaffToken,
  type StaffIdentity,
} from './staff-token.service';
export {
  forgetMemberTokens,
  issueToken,
  resolveToken,
  revokeAllTokens,
  revokeToken,
} from './token.service';
export { viewerOf, type Viewer } from './viewer';
