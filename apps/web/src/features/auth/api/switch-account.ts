import { LoginResultSchema } from '@shop/contracts/auth';
import { apiPost } from '@/lib/api-client';

/** Switches to another account of the caller's login group (spec §4: member_id with change=1). */
export const switchAccount = (memberId: number) =>
  apiPost('/api/login/login', { member_id: memberId, change: 1 }, LoginResultSchema);
