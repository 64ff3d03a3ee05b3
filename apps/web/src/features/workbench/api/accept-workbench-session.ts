import { workbenchAcceptEndpoint } from '@shop/contracts/chat';
import { staffPost } from '../lib/staff-post';

/** Takes a waiting conversation (接入). */
export const acceptWorkbenchSession = (memberId: number) =>
  staffPost(workbenchAcceptEndpoint, { member_id: memberId });
