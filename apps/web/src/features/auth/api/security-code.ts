import {
  bindMobileCodeEndpoint,
  oldMobileCodeEndpoint,
  passwordCodeEndpoint,
  payPasswordCodeEndpoint,
} from '@shop/contracts/member';
import { apiCall } from '@shop/web-kit/api';

/** Codes to the member's bound mobile, by what they prove (issue 16). */
const BOUND_CODE_ENDPOINTS = {
  password: passwordCodeEndpoint,
  payPassword: payPasswordCodeEndpoint,
  oldMobile: oldMobileCodeEndpoint,
} as const;
export type BoundCodePurpose = keyof typeof BOUND_CODE_ENDPOINTS;

/** Sends a code to the bound mobile; answers the key it is bound to. */
export const sendBoundCode = (purpose: BoundCodePurpose) =>
  apiCall(BOUND_CODE_ENDPOINTS[purpose], {});

/** `/api/member/bindmobilecode`: a code to a new, free number. */
export const sendNewMobileCode = (mobile: string) => apiCall(bindMobileCodeEndpoint, { mobile });
