import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addLoginGroup, addMember, loginToken, post, upload } from '../auth/testing';

describe('member account', () => {
  let t: TestApp;
  let shop1: number;
  let shop2: number;
  let token1: string;
  let lonerToken: string;
  beforeAll(async () => {
    t = await createTestApp();
    const group = await addLoginGroup(t);
    shop1 = await addMember(t, {
      username: 'chain_a',
      nickname: '益康大药房',
      mobile: '13800001111',
      groupId: group,
    });
    shop2 = await addMember(t, {
      username: 'chain_b',
      nickname: '益康大药房二店',
      mobile: '13800002222',
      groupId: group,
    });
    await addMember(t, { username: 'single', nickname: '百草堂', mobile: '13800003333' });
    token1 = await loginToken(t, 'chain_a');
    lonerToken = await loginToken(t, 'single');
  });
  afterAll(() => t.close());

  it("answers the caller's own info, whatever member_id the body names", async () => {
    const res = await post<Record<string, unknown>>(t, '/api/member/info', {
      token: token1,
      member_id: shop2,
    });
    expect(res.data).toMatchObject({
      member_id: shop1,
      username: 'chain_a',
      nickname: '益康大药房',
      mobile: '13800001111',
      member_level_name: '',
      balance: '0.00',
      point: 0,
      qualification_status: 'none',
    });
    expect((await post(t, '/api/member/info')).code).toBe(-10009);
  });

  it('changes the nickname within 1-30 characters', async () => {
    expect(
      (
        await post(t, '/api/member/modifynickname', {
          token: lonerToken,
          nickname: '  百草堂药店  ',
        })
      ).code,
    ).toBe(0);
    expect(
      (await post<{ nickname: string }>(t, '/api/member/info', { token: lonerToken })).data
        .nickname,
    ).toBe('百草堂药店');
    expect(
      (await post(t, '/api/member/modifynickname', { token: lonerToken, nickname: '   ' })).code,
    ).toBe(-1);
    expect(
      (
        await post(t, '/api/member/modifynickname', {
          token: lonerToken,
          nickname: '药'.repeat(31),
        })
      ).code,
    ).toBe(-1);
    expect((await post(t, '/api/member/modifynickname', { nickname: 'x' })).code).toBe(-10009);
  });

  it('sets the head image only to a picture uploaded as a head image', async () => {
    const png = await sharp({
      create: { width: 64, height: 64, channels: 3, background: '#e4393c' },
    })
      .png()
      .toBuffer();
    const up = await upload<{ pic_path: string }>(
      t,
      '/api/upload/headimg',
      { data: png, filename: 'me.png', contentType: 'image/png' },
      { token: lonerToken },
    );
    expect(up.data.pic_path).toMatch(/^\/upload\/headimg\/\d{6}\/[0-9a-f]{32}\.jpg$/);
    expect(
      (await post(t, '/api/member/modifyheadimg', { token: lonerToken, headimg: up.data.pic_path }))
        .code,
    ).toBe(0);
    expect(
      (await post<{ headimg: string }>(t, '/api/member/info', { token: lonerToken })).data.headimg,
    ).toBe(up.data.pic_path);

    const qualification = await upload<{ pic_path: string }>(t, '/api/upload/qualification', {
      data: png,
      filename: 'q.png',
      contentType: 'image/png',
    });
    for (const headimg of [
      qualification.data.pic_path,
      '/upload/headimg/202401/../../../../etc/passwd',
      'https://x.example/a.jpg',
    ]) {
      expect(
        await post(t, '/api/member/modifyheadimg', { token: lonerToken, headimg }),
      ).toMatchObject({
        code: -1,
        message: '头像图片无效，请重新上传',
      });
    }
  });

  it('tells whether a mobile is registered', async () => {
    expect(
      await post(t, '/api/member/checkmobile', { token: token1, mobile: '13800002222' }),
    ).toMatchObject({ code: -1, message: '该手机号已注册' });
    expect(
      (await post(t, '/api/member/checkmobile', { token: token1, mobile: '13800009999' })).code,
    ).toBe(0);
    expect(
      (await post(t, '/api/member/checkmobile', { token: token1, mobile: '1380000' })).message,
    ).toBe('请输入正确的手机号');
  });

  it("lists the accounts of the caller's login group with masked mobiles", async () => {
    const res = await post<{ group_list: unknown[] }>(t, '/multiaccount/api/MultiAccount/lists', {
      token: token1,
    });
    expect(res.data.group_list).toEqual([
      { member_id: shop1, nickname: '益康大药房', mobile: '138****1111', is_current_member: true },
      {
        member_id: shop2,
        nickname: '益康大药房二店',
        mobile: '138****2222',
        is_current_member: false,
      },
    ]);
    expect(
      (await post(t, '/multiaccount/api/MultiAccount/lists', { token: lonerToken })).data,
    ).toEqual({ group_list: [] });
    expect((await post(t, '/multiaccount/api/MultiAccount/lists')).code).toBe(-10009);
  });

  it('lists the member levels, lowest first', async () => {
    const res = await post<Array<{ level_name: string; is_default: boolean }>>(
      t,
      '/api/memberlevel/lists',
      { token: token1 },
    );
    expect(res.data.map((l) => l.level_name)).toEqual([
      '普通会员',
      '银卡会员',
      '金卡会员',
      '钻石会员',
    ]);
    expect(res.data[0]?.is_default).toBe(true);
  });

  it("answers the qualification types and the caller's documents", async () => {
    const config = await post<{ types: Array<{ type_key: string; label_ids: number[] }> }>(
      t,
      '/api/qualification/getQualificationConfig',
    );
    expect(config.data.types.map((x) => x.type_key)).toContain('business_licence');
    expect(config.data.types.find((x) => x.type_key === 'business_licence')?.label_ids).toEqual([]);
    const mine = await post<{ gate: string; types: Array<{ type_key: string; state: string }> }>(
      t,
      '/api/qualification/getMemberQualification',
      { token: token1 },
    );
    expect(mine.data.gate).toBe('off');
    expect(mine.data.types.find((x) => x.type_key === 'business_licence')?.state).toBe('none');
    expect((await post(t, '/api/qualification/getMemberQualification')).code).toBe(-10009);
  });
});

describe('regions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  type Area = { id: number; pid: number; name: string; level: number; child_list?: Area[] };

  it('lists the 34 provincial-level divisions and the children of a region', async () => {
    const provinces = await post<Area[]>(t, '/api/address/lists', { pid: 0 });
    expect(provinces.data).toHaveLength(34);
    expect(provinces.data[0]).toMatchObject({ id: 110000, name: '北京市', level: 1 });
    const cities = await post<Area[]>(t, '/api/address/lists', { pid: 330000 });
    expect(cities.data.map((c) => c.name)).toEqual(
      expect.arrayContaining(['杭州市', '宁波市', '温州市']),
    );
    const districts = await post<Area[]>(t, '/api/address/lists', { pid: '330100', level: 3 });
    expect(districts.data.map((d) => d.id)).toContain(330106);
    expect((await post<Area[]>(t, '/api/address/lists', { pid: 330100, level: 2 })).data).toEqual(
      [],
    );
    expect((await post(t, '/api/address/lists', { pid: -1 })).code).toBe(-1);
  });

  it('has at least 3 cities (or the municipality itself) and 3 districts per city', async () => {
    const tree = await post<Area[]>(t, '/api/address/city', { pid: 0 });
    expect(tree.data).toHaveLength(34);
    for (const province of tree.data) {
      expect(province.child_list?.length ?? 0).toBeGreaterThanOrEqual(1);
      for (const city of province.child_list ?? [])
        expect(city.child_list?.length ?? 0).toBeGreaterThanOrEqual(3);
    }
    const zhejiang = tree.data.find((p) => p.id === 330000);
    expect(zhejiang?.child_list?.length).toBeGreaterThanOrEqual(3);
  });

  it('answers a subtree or a single level', async () => {
    const zhejiang = await post<Area[]>(t, '/api/address/city', { pid: 330000 });
    expect(zhejiang.data.find((c) => c.id === 330100)?.child_list?.map((d) => d.name)).toContain(
      '西湖区',
    );
    const provincesOnly = await post<Area[]>(t, '/api/address/city', { pid: 0, level: 1 });
    expect(provincesOnly.data.every((p) => p.child_list === undefined)).toBe(true);
  });
});
