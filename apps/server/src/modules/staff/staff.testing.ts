import { CHAT_CONTENT_TYPE, CHAT_SENDER } from '@shop/contracts/chat';
import { STAFF_TOKEN_COOKIE } from '@shop/contracts/constants';
import type { StaffRole } from '@shop/contracts/staff';
import { shop, staff } from '../../db/schema';
import type { TestApp } from '../../test/test-app';
import { hashPassword } from '../auth';
import { post, type Reply } from '../auth/testing';
import { sendChatMessage } from '../chat';

/** Test support for the staff module (imported by tests only). */

export const STAFF_PASSWORD = 'staff123456';

export async function addShop(t: TestApp, shopName: string): Promise<number> {
  const [row] = await t.database.db
    .insert(shop)
    .values({ shopName, logo: '/demo/shop/shop-1.svg' })
    .returning({ id: shop.siteId });
  if (!row) throw new Error('no shop');
  return row.id;
}

/** Inserts a staff account of `siteId`, a servicer unless told (password STAFF_PASSWORD unless given). */
export async function addStaff(
  t: TestApp,
  input: {
    siteId: number;
    username: string;
    status?: number;
    password?: string;
    role?: StaffRole;
  },
): Promise<number> {
  const [row] = await t.database.db
    .insert(staff)
    .values({
      siteId: input.siteId,
      username: input.username,
      passwordHash: await hashPassword(input.password ?? STAFF_PASSWORD),
      nickname: `客服${input.username}`,
      status: input.status ?? 1,
      role: input.role ?? 'servicer',
    })
    .returning({ id: staff.staffId });
  if (!row) throw new Error('no staff');
  return row.id;
}

/** Logs a servicer in and answers the Cookie header value carrying the staff session. */
export async function staffCookie(t: TestApp, username: string, ip = '10.77.0.1'): Promise<string> {
  const res = await post(
    t,
    '/servicer/api/workbench/login',
    { username, password: STAFF_PASSWORD },
    { ip },
  );
  if (res.code !== 0) throw new Error(`staff login failed: ${res.message}`);
  const set = res.setCookies.find((c) => c.startsWith(`${STAFF_TOKEN_COOKIE}=`));
  if (!set) throw new Error('no staff cookie');
  return set.split(';')[0]!;
}

/** A workbench call with the staff cookie. */
export function wb<T = unknown>(
  t: TestApp,
  cookie: string | undefined,
  name: string,
  body: object = {},
): Promise<Reply<T>> {
  return post<T>(t, `/servicer/api/workbench/${name}`, body, cookie ? { cookie } : {});
}

/** A buyer's text message to a shop, stored and published as the buyer's `say` would. */
export function buyerSays(t: TestApp, siteId: number, memberId: number, text: string) {
  return sendChatMessage(
    t.app,
    {
      siteId,
      memberId,
      type: CHAT_SENDER.consumer,
      servicerId: 0,
      contentType: CHAT_CONTENT_TYPE.text,
      content: text,
    },
    'zh-CN',
  );
}
