import { workbenchEndEndpoint } from '@shop/contracts/chat';
import { staffPost } from '../lib/staff-post';

/** Ends a conversation (结束会话). */
export const endWorkbenchSession = (memberId: number) =>
  staffPost(workbenchEndEndpoint, { member_id: memberId });
