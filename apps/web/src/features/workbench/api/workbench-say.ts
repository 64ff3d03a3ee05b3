import { type WorkbenchSayBody, workbenchSayEndpoint } from '@shop/contracts/chat';
import { ApiError } from '@shop/web-kit/api';
import { staffPost } from '../lib/staff-post';

/** Sends a servicer's message to a buyer (takes a waiting conversation); answers the message. */
export const workbenchSay = (body: WorkbenchSayBody) => staffPost(workbenchSayEndpoint, body);

/**
 * `say`, and once more with the same client_msg_id after a transport failure: the server stores
 * a repeated id once, so a lost answer never doubles the message.
 */
export async function workbenchSayOnce(body: WorkbenchSayBody) {
  try {
    return await workbenchSay(body);
  } catch (error) {
    if (error instanceof ApiError && error.network) return workbenchSay(body);
    throw error;
  }
}
