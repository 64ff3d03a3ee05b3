import { z } from 'zod';
import { staffPost } from '../lib/staff-post';

/** Ends a conversation (结束会话). */
export const endWorkbenchSession = (memberId: number) =>
  staffPost('end', { member_id: memberId }, z.null());
