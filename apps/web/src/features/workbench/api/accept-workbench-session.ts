import { z } from 'zod';
import { staffPost } from '../lib/staff-post';

/** Takes a waiting conversation (接入). */
export const acceptWorkbenchSession = (memberId: number) =>
  staffPost('accept', { member_id: memberId }, z.null());
