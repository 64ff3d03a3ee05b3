import { consoleMemberListEndpoint, type ConsoleMemberRow } from '@shop/contracts/member';
import { apiCall } from '@shop/web-kit/api';

/**
 * The member in the staff account's reach whose username is exactly `username`, found through `/staff/api/member/lists`' search, which
 * matches parts: linking an account asks for a username, the call takes its id.
 */
export async function findMemberByUsername(username: string): Promise<ConsoleMemberRow | null> {
  const wanted = username.trim();
  const page = await apiCall(consoleMemberListEndpoint, {
    page: 1,
    page_size: 50,
    search: wanted,
  });
  return page.list.find((row) => row.username === wanted) ?? null;
}
