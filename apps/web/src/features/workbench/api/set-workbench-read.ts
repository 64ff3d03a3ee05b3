import { workbenchSetReadEndpoint } from '@shop/contracts/chat';
import { staffPost } from '../lib/staff-post';

/** Marks everything the buyer sent as read (the unread badge clears). */
export const setWorkbenchRead = (memberId: number) =>
  staffPost(workbenchSetReadEndpoint, { member_id: memberId });
