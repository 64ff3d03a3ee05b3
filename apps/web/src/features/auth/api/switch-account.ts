import { loginEndpoint } from '@shop/contracts/auth';
import { apiCall } from '@shop/web-kit/api';

/** Switches to another account of the caller's login group (spec §4: member_id with change=1). */
export const switchAccount = (memberId: number) =>
  apiCall(loginEndpoint, { member_id: memberId, change: 1 });
