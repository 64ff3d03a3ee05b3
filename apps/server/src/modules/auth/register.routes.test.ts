import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { member, memberDocument } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { setConfig } from '../settings';
import { REGISTER_FORM_KEY } from './register-config.service';
import { addMember, post, upload } from './testing';

describe('registration', () => {
  let t: TestApp;
  let ipSeq = 0;
  const ip = () => `10.30.${Math.floor(ipSeq / 250)}.${(ipSeq++ % 250) + 1}`;
  let labels: Map<string, number>;
  let licence: string;
  let drugLicence: string;
  let inviterCode: string;
  const memberCount = async () =>
    (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(member))[0]?.n ?? 0;
  const uploadPng = async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#2a6' } })
      .png()
      .toBuffer();
    const res = await upload<{ pic_path: string }>(
      t,
      '/api/upload/qualification',
      { data: png, filename: 'a.png', contentType: 'image/png' },
      { ip: ip() },
    );
    return res.data.pic_path;
  };
  const valid = () => ({
    username: 'kangning_yf',
    password: 'kangning123',
    nickname: '康宁大药房',
    realname: '陈晓燕',
    member_label: labels.get('单体药店'),
    member_label_name: '单体药店',
    province_id: 330000,
    city_id: 330100,
    district_id: 330106,
    address: '古墩路88号',
    qualifications_images: { business_licence: [licence], drug_licence: [drugLicence] },
  });

  beforeAll(async () => {
    t = await createTestApp();
    const res = await post<Array<{ label_id: number; label_name: string }>>(
      t,
      '/api/register/labellist',
    );
    labels = new Map(res.data.map((l) => [l.label_name, l.label_id]));
    licence = await uploadPng();
    drugLicence = await uploadPng();
    const inviterId = await addMember(t, { username: 'inviter', mobile: '13500000001' });
    const [inviter] = await t.database.db
      .select({ code: member.invitationCode })
      .from(member)
      .where(eq(member.memberId, inviterId));
    inviterCode = inviter!.code;
  });
  afterAll(() => t.close());

  it('answers the settings, form, agreement, buyer types and documents per buyer type', async () => {
    const config = await post<Record<string, unknown>>(t, '/api/register/config');
    expect(config.data).toMatchObject({
      login_types: ['username', 'mobile'],
      password: { min_length: 6, complexity: ['number', 'letter'] },
      realname_required: true,
      area_required: true,
      qualification_required: false,
      invitation_required: false,
    });
    const form = await post<{ fields: Array<{ field: string; show: boolean; required: boolean }> }>(
      t,
      '/memberregister/api/Config/Config',
    );
    expect(form.data.fields.find((f) => f.field === 'area')).toEqual({
      field: 'area',
      show: true,
      required: true,
    });
    const agreement = await post<{ title: string; content: string }>(t, '/api/register/aggrement');
    expect(agreement.data.title).toBe('康源医药批发商城会员注册协议');
    expect(agreement.data.content.length).toBeGreaterThan(300);
    expect([...labels.keys()]).toEqual([
      '单体药店',
      '连锁药店',
      '诊所',
      '卫生院',
      '民营医院',
      '医药公司',
    ]);
    const pharmacy = await post<Array<{ type_name: string }>>(t, '/api/register/getAptitude', {
      member_label: labels.get('单体药店'),
    });
    const clinic = await post<Array<{ type_name: string }>>(t, '/api/register/getAptitude', {
      member_label: labels.get('诊所'),
    });
    expect(pharmacy.data.map((a) => a.type_name)).toEqual(
      expect.arrayContaining(['营业执照', '药品经营许可证', 'GSP证书']),
    );
    expect(pharmacy.data.map((a) => a.type_name)).not.toContain('医疗机构执业许可证');
    expect(clinic.data.map((a) => a.type_name)).toEqual(
      expect.arrayContaining(['营业执照', '医疗机构执业许可证']),
    );
    expect((await post(t, '/api/register/getAptitude', { member_label: 'x' })).code).toBe(-1);
  });

  it('registers, stores the documents for review and logs in', async () => {
    const res = await post<{ token: string; member_id: number; nickname: string }>(
      t,
      '/api/register/username',
      // Invitation codes are matched whatever their case.
      { ...valid(), invitation_code: inviterCode.toLowerCase() },
      { ip: ip() },
    );
    expect(res).toMatchObject({ code: 0, data: { nickname: '康宁大药房' } });
    expect(res.setCookies.some((c) => c.startsWith('shop_token=') && c.includes('HttpOnly'))).toBe(
      true,
    );
    const info = await post<Record<string, unknown>>(t, '/api/member/info', {
      token: res.data.token,
    });
    expect(info.data).toMatchObject({
      username: 'kangning_yf',
      realname: '陈晓燕',
      member_level_name: '普通会员',
      label_name: '单体药店',
      full_address: '浙江省 杭州市 西湖区',
      address: '古墩路88号',
      balance: '0.00',
      qualification_status: 'waiting',
    });
    expect(info.data.invitation_code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    const [row] = await t.database.db
      .select()
      .from(member)
      .where(eq(member.memberId, res.data.member_id));
    expect(row?.passwordHash).toMatch(/^scrypt\$/);
    const [inviter] = await t.database.db
      .select()
      .from(member)
      .where(eq(member.username, 'inviter'));
    expect(row?.parentId).toBe(inviter?.memberId);
    const docs = await t.database.db
      .select({
        typeKey: memberDocument.typeKey,
        images: memberDocument.images,
        status: memberDocument.status,
      })
      .from(memberDocument)
      .where(eq(memberDocument.memberId, res.data.member_id))
      .orderBy(memberDocument.typeKey);
    expect(docs).toEqual([
      { typeKey: 'business_licence', images: [licence], status: 0 },
      { typeKey: 'drug_licence', images: [drugLicence], status: 0 },
    ]);
  });

  it('refuses a username that differs only in case', async () => {
    const res = await post(
      t,
      '/api/register/username',
      { ...valid(), username: 'KangNing_YF' },
      { ip: ip() },
    );
    expect(res).toMatchObject({ code: -1, message: '该用户名已被注册' });
  });

  const bad: Array<[string, Record<string, unknown>, string?]> = [
    ['too short username', { username: 'ab' }, '用户名为3-20位字母、数字或下划线，且不能全为数字'],
    ['all-digit username', { username: '12345678' }],
    ['username with a dash', { username: 'ab-cd' }],
    ['over-long username', { username: 'a'.repeat(31) }],
    ['short password', { password: 'ab123' }, '密码长度需为6-20位'],
    ['password without digits', { password: 'abcdefgh' }, '密码需包含数字'],
    ['password with a space', { password: 'abc 12345' }, '密码不能包含空格'],
    ['over-long password', { password: 'a1'.repeat(11) }],
    ['missing nickname', { nickname: '' }, '请输入昵称'],
    ['missing real name', { realname: undefined }, '请输入真实姓名'],
    ['missing buyer type', { member_label: undefined }, '请选择客户类型'],
    ['unknown buyer type', { member_label: 9999 }, '请选择正确的客户类型'],
    ['missing region', { province_id: 0, city_id: 0, district_id: 0 }, '请选择所在地区'],
    ['city of another province', { city_id: 320100, district_id: 320106 }, '所选地区不存在'],
    ['district of another city', { district_id: 330203 }, '所选地区不存在'],
    ['unknown district', { district_id: 330199 }, '所选地区不存在'],
    ['region as text', { province_id: 'zhejiang' }],
    ['missing address', { address: '' }, '请输入详细地址'],
    ['over-long address', { address: '路'.repeat(121) }],
    [
      'path escaping the folder',
      {
        qualifications_images: {
          business_licence: ['/upload/qualification/202401/../../../etc/passwd'],
        },
      },
      '资质图片无效，请重新上传',
    ],
    [
      'well-formed path of no file',
      {
        qualifications_images: {
          business_licence: [`/upload/qualification/202401/${'a'.repeat(32)}.jpg`],
        },
      },
    ],
    [
      'an external address',
      { qualifications_images: { business_licence: ['https://evil.example.com/a.jpg'] } },
    ],
    ['unknown document type', { qualifications_images: { passport: ['x'] } }],
    [
      'a document of another buyer type',
      { qualifications_images: { medical_licence: ['x'] } },
      '资质类型不正确',
    ],
    [
      'too many images of one type',
      { qualifications_images: { business_licence: ['a', 'b', 'c'] } },
      '营业执照最多上传2张',
    ],
    ['unknown invitation code', { invitation_code: 'NOSUCH99' }, '邀请码不存在'],
    ['malformed mobile', { mobile: '2380013800' }, '请输入正确的手机号'],
    ['mobile without a code', { mobile: '13812345678' }, '动态码错误'],
    ['registered mobile', { mobile: '13500000001', key: 'k', code: '123456' }, '该手机号已注册'],
  ];

  it.each(bad)('refuses %s and creates nothing', async (_name, patch, message) => {
    const before = await memberCount();
    const res = await post(
      t,
      '/api/register/username',
      { ...valid(), username: 'newshop01', ...patch },
      { ip: ip() },
    );
    expect(res.code).toBe(-1);
    if (message) expect(res.message).toBe(message);
    expect(await memberCount()).toBe(before);
  });

  it('requires the documents of the buyer type when the shop requires qualification', async () => {
    const form = await post<{ fields: Array<{ field: string; show: boolean; required: boolean }> }>(
      t,
      '/memberregister/api/Config/Config',
    );
    await setConfig(t.database.db, REGISTER_FORM_KEY, {
      fields: form.data.fields.map((f) =>
        f.field === 'qualification' ? { ...f, required: true } : f,
      ),
    });
    const missing = await post(
      t,
      '/api/register/username',
      { ...valid(), username: 'needdocs', qualifications_images: { business_licence: [licence] } },
      { ip: ip() },
    );
    expect(missing).toMatchObject({ code: -1, message: '请上传药品经营许可证' });
    await setConfig(t.database.db, REGISTER_FORM_KEY, form.data);
  });

  it('lets only one of two racing registrations of one username through', async () => {
    const before = await memberCount();
    const results = await Promise.all(
      ['racer01', 'RACER01'].map((username) =>
        post(
          t,
          '/api/register/username',
          { ...valid(), username, qualifications_images: {} },
          { ip: ip() },
        ),
      ),
    );
    expect(results.map((r) => r.code).sort()).toEqual([-1, 0]);
    const refused = results.find((r) => r.code === -1);
    expect(['该用户名已被注册', '用户名或手机号已被注册']).toContain(refused?.message);
    expect(await memberCount()).toBe(before + 1);
  });

  it('registers by mobile with an SMS code and derives the username', async () => {
    const sent = await post<{ key: string }>(
      t,
      '/api/register/mobileCode',
      { mobile: '13811112222' },
      { ip: ip() },
    );
    const { code } = JSON.parse((await t.app.kv.get(`sms:register:${sent.data.key}`)) ?? '{}') as {
      code: string;
    };
    const body = {
      ...valid(),
      mobile: '13811112222',
      key: sent.data.key,
      code,
      qualifications_images: {},
    };
    const res = await post<{ token: string }>(t, '/api/register/mobile', body, { ip: ip() });
    expect(res.code).toBe(0);
    const info = await post<{ username: string; mobile: string }>(t, '/api/member/info', {
      token: res.data.token,
    });
    expect(info.data).toMatchObject({ username: 'm13811112222', mobile: '13811112222' });
    expect(
      (await post(t, '/api/register/mobileCode', { mobile: '13811112222' }, { ip: ip() })).message,
    ).toBe('该手机号已注册');
  });

  it('limits registrations per client address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 11; i += 1)
      codes.push(
        (await post(t, '/api/register/username', { username: 'x' }, { ip: '10.31.0.1' })).code,
      );
    expect(codes[10]).toBe(-1);
    expect(
      (await post(t, '/api/register/username', { username: 'x' }, { ip: '10.31.0.1' })).message,
    ).toBe('操作过于频繁，请稍后再试');
  });
});
