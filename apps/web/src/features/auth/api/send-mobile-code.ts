import {
  findPasswordCodeEndpoint,
  loginMobileCodeEndpoint,
  registerMobileCodeEndpoint,
  type MobileCodeBody,
} from '@shop/contracts/auth';
import { apiCall } from '@shop/web-kit/api';

/** The three SMS code calls; each needs a captcha and answers the key the code is bound to. */
const MOBILE_CODE_ENDPOINTS = {
  login: loginMobileCodeEndpoint,
  register: registerMobileCodeEndpoint,
  findPassword: findPasswordCodeEndpoint,
} as const;
export type MobileCodePurpose = keyof typeof MOBILE_CODE_ENDPOINTS;

export const sendMobileCode = (purpose: MobileCodePurpose, body: MobileCodeBody) =>
  apiCall(MOBILE_CODE_ENDPOINTS[purpose], body);
