import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { member, memberToken } from '../../db/schema';
import { SMS_OUTBOX_FILE } from '../../lib/sms';
import { createTestApp, type TestApp } from '../../test/test-app';
import { checkPayPassword } from '../member';
import { addMember, loginToken, post } from './testing';

/** Issue 16: info, passwords, pay password, mobile and other sessions of the member centre. */
describe('member security /api/member/*', () => {
  let t: TestApp;
  let ipSeq = 0;
  /** Each case its own address, so per-IP limits do not leak between cases. */
  const nextIp = () => `10.30.0.${(ipSeq += 1)}`;
  const call = <T = unknown>(token: string, url: string, body: object = {}, ip = nextIp()) =>
    post<T>(t, url, { ...body, token }, { ip });
  /** The last code the outbox driver "sent" to `mobile` for `purpose`: the phone of the test. */
  const lastCode = async (mobile: string, purpose: string) => {
    const raw = await readFile(path.join(t.config.dataDir, SMS_OUTBOX_FILE), 'utf8');
    const lines = raw
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { mobile: string; code: string; purpose: string })
      .filter((l) => l.mobile === mobile && l.purpose === purpose);
    return lines.at(-1)!.code;
  };
  const row = async (id: number) =>
    (await t.database.db.select().from(member).where(eq(member.memberId, id)))[0]!;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp();
    const people = [
      ['alice', '13600000001'],
      ['bob', '13600000002'],
      ['carol', '13600000003'],
      ['dave', '13600000004'],
      ['eve', undefined],
      ['frank', '13600000006'],
    ] as const;
    for (const [username, mobile] of people)
      ids[username] = await addMember(t, { username, ...(mobile ? { mobile } : {}) });
  });
  afterAll(() => t.close());

  it('refuses every call without a session', async () => {
    for (const url of [
      '/api/member/modifyinfo',
      '/api/member/paypwdcode',
      '/api/member/logoutothers',
    ])
      expect((await post(t, url, { realname: 'x', company_name: 'y' })).code).toBe(-10009);
  });

  it('modifyinfo: saves the real name and company; /api/member/info answers them', async () => {
    const token = await loginToken(t, 'frank');
    const long = await call(token, '/api/member/modifyinfo', {
      realname: '张'.repeat(31),
      company_name: '',
    });
    expect(long.code).toBe(-1);
    const ok = await call(token, '/api/member/modifyinfo', {
      realname: ' 张三 ',
      company_name: '南京仁和大药房有限公司',
    });
    expect(ok.code).toBe(0);
    const info = await call<Record<string, unknown>>(token, '/api/member/info');
    expect(info.data).toMatchObject({
      realname: '张三',
      company_name: '南京仁和大药房有限公司',
      has_pay_password: false,
    });
  });

  it('modifypassword by the old one: weak or wrong refused; other sessions end, this one stays', async () => {
    const token = await loginToken(t, 'alice');
    const other = await loginToken(t, 'alice');
    const weak = await call(token, '/api/member/modifypassword', {
      old_password: 'secret123',
      new_password: '123',
    });
    expect(weak.code).toBe(-1);
    const wrong = await call(token, '/api/member/modifypassword', {
      old_password: 'nope12345',
      new_password: 'newpass123',
    });
    expect(wrong).toMatchObject({ code: -1, message: '原密码错误' });
    const none = await call(token, '/api/member/modifypassword', { new_password: 'newpass123' });
    expect(none).toMatchObject({ code: -1, message: '请填写原密码或手机动态码' });
    const ok = await call(token, '/api/member/modifypassword', {
      old_password: 'secret123',
      new_password: 'newpass123',
    });
    expect(ok.code).toBe(0);
    expect((await call(token, '/api/member/info')).code).toBe(0);
    expect((await call(other, '/api/member/info')).code).toBe(-10009);
    expect(await loginToken(t, 'alice', 'newpass123')).toBeTruthy();
  });

  it('modifypassword by an SMS code to the bound mobile; a wrong code is refused', async () => {
    const token = await loginToken(t, 'carol');
    const sent = await call<{ key: string }>(token, '/api/member/pwdmobilecode');
    expect(sent.code).toBe(0);
    const code = await lastCode('13600000003', 'modify_password');
    const wrongCode = code === '000000' ? '111111' : '000000';
    const bad = await call(token, '/api/member/modifypassword', {
      key: sent.data.key,
      code: wrongCode,
      new_password: 'carol2024x',
    });
    expect(bad).toMatchObject({ code: -1, message: '动态码错误' });
    const ok = await call(token, '/api/member/modifypassword', {
      key: sent.data.key,
      code,
      new_password: 'carol2024x',
    });
    expect(ok.code).toBe(0);
    expect(await loginToken(t, 'carol', 'carol2024x')).toBeTruthy();
  });

  it('pay password: first set needs SMS and 6 digits, change needs the old one; resend is rate limited', async () => {
    const token = await loginToken(t, 'bob');
    const noSms = await call(token, '/api/member/modifypaypassword', {
      old_password: '111111',
      new_password: '246810',
    });
    expect(noSms).toMatchObject({ code: -1, message: '请先获取并填写手机动态码' });
    const sent = await call<{ key: string }>(token, '/api/member/paypwdcode');
    expect(sent.code).toBe(0);
    const again = await call(token, '/api/member/paypwdcode');
    expect(again.code).toBe(-1);
    expect(again.message).toContain('60');
    const code = await lastCode('13600000002', 'pay_password');
    const format = await call(token, '/api/member/modifypaypassword', {
      key: sent.data.key,
      code,
      new_password: '12ab56',
    });
    expect(format).toMatchObject({ code: -1, message: '支付密码为6位数字' });
    for (const trivial of ['111111', '123456', '987654', '121212'])
      expect(
        await call(token, '/api/member/modifypaypassword', {
          key: sent.data.key,
          code,
          new_password: trivial,
        }),
      ).toMatchObject({ code: -1, message: '支付密码过于简单，请勿使用重复或连续的数字' });
    const set = await call(token, '/api/member/modifypaypassword', {
      key: sent.data.key,
      code,
      new_password: '246810',
    });
    expect(set.code).toBe(0);
    expect(
      (await call<{ has_pay_password: boolean }>(token, '/api/member/info')).data,
    ).toMatchObject({ has_pay_password: true });
    const wrongOld = await call(token, '/api/member/modifypaypassword', {
      old_password: '111111',
      new_password: '135790',
    });
    expect(wrongOld).toMatchObject({ code: -1, message: '原密码错误' });
    const changed = await call(token, '/api/member/modifypaypassword', {
      old_password: '246810',
      new_password: '135790',
    });
    expect(changed.code).toBe(0);
    await expect(checkPayPassword(t.database.db, ids.bob!, '135790')).resolves.toBeUndefined();
    await expect(checkPayPassword(t.database.db, ids.bob!, '246810')).rejects.toThrow();
    await expect(checkPayPassword(t.database.db, ids.bob!, undefined)).rejects.toThrow();
    // No pay password set: nothing is asked.
    await expect(checkPayPassword(t.database.db, ids.dave!, undefined)).resolves.toBeUndefined();
  });

  it('locks the old-password check after 5 wrong ones', async () => {
    const token = await loginToken(t, 'frank');
    const body = { old_password: 'wrong-one', new_password: 'frank12345' };
    for (let i = 0; i < 5; i += 1)
      expect((await call(token, '/api/member/modifypassword', body)).message).toBe('原密码错误');
    const locked = await call(token, '/api/member/modifypassword', {
      old_password: 'secret123',
      new_password: 'frank12345',
    });
    expect(locked.message).toContain('15分钟');
  });

  it('a member without a mobile cannot get codes to it', async () => {
    const token = await loginToken(t, 'eve');
    expect(await call(token, '/api/member/paypwdcode')).toMatchObject({
      code: -1,
      message: '请先绑定手机号',
    });
  });

  it('changes the mobile with codes to the old and the new number; a taken number is refused', async () => {
    const token = await loginToken(t, 'dave');
    expect((await call(token, '/api/member/checkmobile', { mobile: '13600000001' })).code).toBe(-1);
    expect((await call(token, '/api/member/bindmobilecode', { mobile: '13600000001' })).code).toBe(
      -1,
    );
    expect((await call(token, '/api/member/bindmobilecode', { mobile: '12345' })).code).toBe(-1);
    const fresh = '13600000099';
    const newSent = await call<{ key: string }>(token, '/api/member/bindmobilecode', {
      mobile: fresh,
    });
    expect(newSent.code).toBe(0);
    const newCode = await lastCode(fresh, 'mobile_new');
    const withoutOld = await call(token, '/api/member/modifymobile', {
      mobile: fresh,
      key: newSent.data.key,
      code: newCode,
    });
    expect(withoutOld).toMatchObject({ code: -1, message: '请填写原手机号收到的动态码' });
    const oldSent = await call<{ key: string }>(token, '/api/member/oldmobilecode');
    const oldCode = await lastCode('13600000004', 'mobile_old');
    const ok = await call(token, '/api/member/modifymobile', {
      mobile: fresh,
      key: newSent.data.key,
      code: newCode,
      old_key: oldSent.data.key,
      old_code: oldCode,
    });
    expect(ok.code).toBe(0);
    expect((await row(ids.dave!)).mobile).toBe(fresh);
  });

  it('logoutothers ends the other sessions of the caller only', async () => {
    const keep = await loginToken(t, 'eve');
    const other = await loginToken(t, 'eve');
    const stranger = await loginToken(t, 'bob');
    const res = await call<{ count: number }>(keep, '/api/member/logoutothers');
    expect(res.code).toBe(0);
    expect(res.data.count).toBeGreaterThanOrEqual(1);
    expect((await call(keep, '/api/member/info')).code).toBe(0);
    expect((await call(other, '/api/member/info')).code).toBe(-10009);
    expect((await call(stranger, '/api/member/info')).code).toBe(0);
    const live = await t.database.db
      .select()
      .from(memberToken)
      .where(eq(memberToken.memberId, ids.eve!));
    expect(live.filter((r) => r.revokedAt === null)).toHaveLength(1);
  });
});
