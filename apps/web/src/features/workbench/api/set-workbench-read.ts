import { z } from 'zod';
import { staffPost } from '../lib/staff-post';

/** Marks everything the buyer sent as read (the unread badge clears). */
export const setWorkbenchRead = (memberId: number) =>
  staffPost('setRead', { member_id: memberId }, z.null());
