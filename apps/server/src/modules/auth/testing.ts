import { TOKEN_COOKIE } from '@shop/contracts/constants';
import { eq } from 'drizzle-orm';
import { loginGroup, member } from '../../db/schema';
import type { TestApp } from '../../test/test-app';
import { hashPassword } from '../../lib/password';

/** Test support for the auth and member modules (imported by tests only). */

export type Reply<T = unknown> = {
  code: number;
  message: string;
  data: T;
  /** Set-Cookie headers of the answer. */
  setCookies: string[];
};

/** POSTs JSON from a chosen client address, optionally with a cookie header. */
export async function post<T = unknown>(
  t: TestApp,
  url: string,
  body: object = {},
  options: { ip?: string; cookie?: string } = {},
): Promise<Reply<T>> {
  const res = await t.app.inject({
    method: 'POST',
    url,
    payload: body,
    remoteAddress: options.ip ?? '10.1.0.1',
    headers: options.cookie ? { cookie: options.cookie } : {},
  });
  if (res.statusCode !== 200) throw new Error(`HTTP ${res.statusCode} from ${url}: ${res.body}`);
  const raw = res.headers['set-cookie'];
  const setCookies = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  return { ...res.json<{ code: number; message: string; data: T }>(), setCookies };
}

let seq = 0;

/** Inserts a member directly (password hashed like a real one). */
export async function addMember(
  t: TestApp,
  input: {
    username: string;
    password?: string;
    mobile?: string;
    nickname?: string;
    status?: number;
    groupId?: number | null;
  },
): Promise<number> {
  seq += 1;
  const [row] = await t.database.db
    .insert(member)
    .values({
      username: input.username,
      passwordHash: await hashPassword(input.password ?? 'secret123'),
      mobile: input.mobile ?? null,
      nickname: input.nickname ?? `${input.username}药房`,
      invitationCode: `T${String(seq).padStart(5, '0')}${input.username.slice(0, 2).toUpperCase()}`,
      status: input.status ?? 1,
      loginGroupId: input.groupId ?? null,
    })
    .returning({ id: member.memberId });
  if (!row) throw new Error('no member');
  return row.id;
}

export async function addLoginGroup(t: TestApp): Promise<number> {
  const [row] = await t.database.db
    .insert(loginGroup)
    .values({})
    .returning({ id: loginGroup.groupId });
  if (!row) throw new Error('no group');
  return row.id;
}

export async function setMemberStatus(t: TestApp, memberId: number, status: number): Promise<void> {
  await t.database.db.update(member).set({ status }).where(eq(member.memberId, memberId));
}

/** Logs in by password and answers the token. */
export async function loginToken(
  t: TestApp,
  username: string,
  password = 'secret123',
  ip?: string,
): Promise<string> {
  const res = await post<{ token: string }>(
    t,
    '/api/login/login',
    { username, password },
    ip ? { ip } : {},
  );
  if (res.code !== 0) throw new Error(`login failed: ${res.message}`);
  return res.data.token;
}

/** The value of cookie `name` from Set-Cookie headers. */
export function cookieHeader(setCookies: string[], name: string): string | undefined {
  return setCookies.find((c) => c.startsWith(`${name}=`));
}

/**
 * POSTs one file as multipart/form-data (the name and type a client claims are arbitrary), after
 * the text `fields`, as a browser form sends them; `headers` for a console session's cookie and
 * CSRF token.
 */
export async function upload<T = unknown>(
  t: TestApp,
  url: string,
  file: { data: Buffer; filename: string; contentType: string },
  options: {
    ip?: string;
    token?: string;
    fields?: Record<string, string>;
    headers?: Record<string, string>;
  } = {},
): Promise<Reply<T>> {
  const boundary = '----shoptest7d1f';
  const fields = Object.entries(options.fields ?? {}).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const head = Buffer.from(
    `${fields.join('')}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const res = await t.app.inject({
    method: 'POST',
    url,
    payload: Buffer.concat([head, file.data, tail]),
    remoteAddress: options.ip ?? '10.1.0.1',
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      ...(options.token ? { cookie: `${TOKEN_COOKIE}=${options.token}` } : {}),
      ...options.headers,
    },
  });
  if (res.statusCode !== 200) throw new Error(`HTTP ${res.statusCode} from ${url}: ${res.body}`);
  return { ...res.json<{ code: number; message: string; data: T }>(), setCookies: [] };
}
