import { ErpMemberRowSchema, judgeErpRows, rowKey, summariseErpRows } from '@shop/contracts/erp';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { findSalesmenByKeys } from '../auth';
import { staff } from '../auth/staff.tables';
import { consoleSession } from '../auth/staff-console.testing';
import { addMember, post } from '../auth/testing';
import { addShop } from '../staff/member-console.testing';
import { upsertErpMembers } from './erp-member.service';
import { memberDocument } from './member-document.tables';
import { member, memberLabel, memberLevel } from './member.tables';

describe('members from the ERP by customer code (issue 26)', () => {
  let t: TestApp;
  let shops: { own: number; other: number };
  let salesman: number;

  /** As the open route does: rows judged, the sending shop's salesmen resolved in auth. */
  async function sync(rows: unknown[], dryRun = false) {
    const { accepted, refused } = judgeErpRows(ErpMemberRowSchema, rows, rowKey('erp_code'));
    const keys = accepted.map((row) => row.row.salesman ?? '');
    const salesmanIds = await findSalesmenByKeys(t.database.db, shops.own, keys);
    const results = await upsertErpMembers(t.database.db, accepted, {
      lang: 'en-US',
      salesmanIds,
      dryRun,
    });
    return summariseErpRows([...refused, ...results]);
  }
  const memberByCode = async (erpCode: string) => {
    const [row] = await t.database.db.select().from(member).where(eq(member.erpCode, erpCode));
    return row!;
  };
  const docsOf = (memberId: number) =>
    t.database.db
      .select()
      .from(memberDocument)
      .where(eq(memberDocument.memberId, memberId))
      .orderBy(asc(memberDocument.id));
  const idOf = async (table: typeof memberLabel | typeof memberLevel, name: string) => {
    const rows =
      table === memberLabel
        ? await t.database.db
            .select({ id: memberLabel.labelId })
            .from(memberLabel)
            .where(eq(memberLabel.labelName, name))
        : await t.database.db
            .select({ id: memberLevel.levelId })
            .from(memberLevel)
            .where(eq(memberLevel.levelName, name));
    return rows[0]!.id;
  };

  const clinic = {
    erp_code: 'KH100',
    company: '广州康宁诊所',
    contact: '陈医生',
    mobile: '13900000001',
    buyer_type: '诊所',
    level: '金卡会员',
    salesman: 'YW01',
    licences: [
      {
        type: '营业执照',
        number: '91440101MA5CXXXX1',
        scope: ['处方药', 'otc'],
        valid_from: '2024-01-01',
        valid_to: '',
      },
    ],
  };

  beforeAll(async () => {
    t = await createTestApp();
    shops = { own: await addShop(t, '自营店', true), other: await addShop(t, '他店') };
    salesman = (await consoleSession(t, { role: 'salesman', siteId: shops.own })).staffId;
    await t.database.db.update(staff).set({ erpCode: 'YW01' }).where(eq(staff.staffId, salesman));
    const otherSalesman = await consoleSession(t, { role: 'salesman', siteId: shops.other });
    await t.database.db
      .update(staff)
      .set({ erpCode: 'YW99', mobile: '13500000099' })
      .where(eq(staff.staffId, otherSalesman.staffId));
  }, 60_000);
  afterAll(() => t.close());

  it('a dry run answers created and writes nothing', async () => {
    expect(await sync([clinic], true)).toMatchObject({ created: 1, refused: 0 });
    expect(await t.database.db.select().from(member).where(eq(member.erpCode, 'KH100'))).toEqual(
      [],
    );
  });

  it('creates a member with its buyer type, level, salesman and approved licence', async () => {
    const summary = await sync([clinic]);
    expect(summary).toMatchObject({ created: 1, updated: 0, unchanged: 0, refused: 0 });
    const made = await memberByCode('KH100');
    expect(made).toMatchObject({
      username: '13900000001',
      mobile: '13900000001',
      companyName: '广州康宁诊所',
      realname: '陈医生',
      nickname: '陈医生',
      passwordHash: '',
      labelId: await idOf(memberLabel, '诊所'),
      levelId: await idOf(memberLevel, '金卡会员'),
      salesmanId: salesman,
    });
    const docs = await docsOf(made.memberId);
    expect(
      docs.map((d) => [d.typeKey, d.docNo, d.validFrom, d.validTo, d.scopes, d.status]),
    ).toEqual([['business_licence', '91440101MA5CXXXX1', '2024-01-01', null, ['rx', 'otc'], 1]]);
  });

  it('the same batch twice changes nothing', async () => {
    const made = await memberByCode('KH100');
    expect(await sync([clinic])).toMatchObject({ created: 0, updated: 0, unchanged: 1 });
    expect(await docsOf(made.memberId)).toHaveLength(1);
    expect((await memberByCode('KH100')).updatedAt).toEqual(made.updatedAt);
  });

  it('updates what changed; a renewed licence replaces the approved one', async () => {
    const renewed = {
      ...clinic,
      company: '广州康宁门诊部',
      salesman: '',
      licences: [{ ...clinic.licences[0]!, number: '91440101MA5CXXXX2', valid_to: '2030-12-31' }],
    };
    expect(await sync([renewed])).toMatchObject({ updated: 1 });
    const row = await memberByCode('KH100');
    expect(row).toMatchObject({ companyName: '广州康宁门诊部', salesmanId: 0 });
    const docs = await docsOf(row.memberId);
    expect(docs.map((d) => [d.docNo, d.validTo, d.status])).toEqual([
      ['91440101MA5CXXXX1', null, 2],
      ['91440101MA5CXXXX2', '2030-12-31', 1],
    ]);
    // Left out: the level, buyer type and licences stay as they are.
    const { licences: _l, level: _v, buyer_type: _b, ...bare } = renewed;
    expect(await sync([bare])).toMatchObject({ unchanged: 1 });
  });

  it('refuses each bad row with its field, and the others still pass', async () => {
    await addMember(t, { username: 'taken', mobile: '13900000002' });
    await t.database.db
      .update(member)
      .set({ erpCode: 'KH555' })
      .where(eq(member.mobile, '13900000002'));
    const row = (code: string, mobile: string, extra: object = {}) => ({
      erp_code: code,
      company: `${code} 药房`,
      mobile,
      ...extra,
    });
    const summary = await sync([
      row('KH301', '13900000301', { buyer_type: '宠物店' }),
      row('KH302', '13900000302', { level: '黑卡' }),
      row('KH303', '13900000303', { salesman: 'YW99' }),
      row('KH304', '13900000304', { licences: [{ type: '驾照', number: 'X1' }] }),
      row('KH305', '13900000002'),
      row('KH306', '1390000'),
      row('KH307', '13900000307', {
        licences: [{ type: 'business_licence', number: 'N', scope: ['烟草'] }],
      }),
      row('KH308', '13900000308'),
      row('KH308', '13900000309'),
    ]);
    expect(summary.rows.map((r) => [r.key, r.status, r.field])).toEqual([
      ['KH301', 'refused', 'buyer_type'],
      ['KH302', 'refused', 'level'],
      // Another shop's salesman is not this shop's to name.
      ['KH303', 'refused', 'salesman'],
      ['KH304', 'refused', 'licences.0.type'],
      ['KH305', 'refused', 'mobile'],
      ['KH306', 'refused', 'mobile'],
      ['KH307', 'refused', 'licences.0.scope'],
      ['KH308', 'created', undefined],
      ['KH308', 'refused', 'erp_code'],
    ]);
    expect(summary.rows[0]?.reason).toBe('No such buyer type: 宠物店');
    expect(summary.rows[4]?.reason).toBe('This mobile number belongs to another member');
    const made = await t.database.db
      .select({ code: member.erpCode })
      .from(member)
      .where(and(eq(member.companyName, 'KH308 药房')));
    expect(made).toEqual([{ code: 'KH308' }]);
    expect((await memberByCode('KH555')).mobile).toBe('13900000002');
  });

  it('takes over a member the shop already had by its mobile, keeping its password', async () => {
    const id = await addMember(t, { username: 'selfmade', mobile: '13900000009' });
    const summary = await sync([
      { erp_code: 'KH200', company: '惠民大药房', mobile: '13900000009' },
    ]);
    expect(summary).toMatchObject({ created: 0, updated: 1 });
    const row = await memberByCode('KH200');
    expect(row).toMatchObject({ memberId: id, username: 'selfmade', companyName: '惠民大药房' });
    expect(row.passwordHash).not.toBe('');
    const login = await post(t, '/api/login/login', {
      username: 'selfmade',
      password: 'secret123',
    });
    expect(login.code).toBe(0);
  });

  it('a member made here signs in only after setting a password by SMS', async () => {
    const ip = '10.26.0.1';
    const refused = await post(
      t,
      '/api/login/login',
      { username: '13900000001', password: 'anything1' },
      { ip },
    );
    expect(refused).toMatchObject({ code: -1 });
    expect(refused.message).toBe('该账号尚未设置密码，请先通过“找回密码”用短信验证码设置密码');
    const sent = await post<{ key: string }>(
      t,
      '/api/findpassword/mobilecode',
      { mobile: '13900000001' },
      { ip },
    );
    expect(sent.code).toBe(0);
    const stored = (await t.app.kv.get(`sms:find_password:${sent.data.key}`)) ?? '{}';
    const { code } = JSON.parse(stored) as { code: string };
    const reset = await post(
      t,
      '/api/findpassword/mobile',
      { mobile: '13900000001', key: sent.data.key, code, password: 'newpass123' },
      { ip },
    );
    expect(reset.code).toBe(0);
    const login = await post(t, '/api/login/login', {
      username: '13900000001',
      password: 'newpass123',
    });
    expect(login.code).toBe(0);
  });
});
