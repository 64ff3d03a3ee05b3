import { MobileCodeResultSchema, type MobileCodeBody } from '@shop/contracts/auth';
import { apiPost } from '@/lib/api-client';

/** The three SMS code calls; each needs a captcha and answers the key the code is bound to. */
export const MOBILE_CODE_PATHS = {
  login: '/api/login/mobileCode',
  register: '/api/register/mobileCode',
  findPassword: '/api/findpassword/mobilecode',
} as const;
export type MobileCodePurpose = keyof typeof MOBILE_CODE_PATHS;

export const sendMobileCode = (purpose: MobileCodePurpose, body: MobileCodeBody) =>
  apiPost(MOBILE_CODE_PATHS[purpose], body, MobileCodeResultSchema);
