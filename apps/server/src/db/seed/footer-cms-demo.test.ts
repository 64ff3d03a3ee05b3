import fs from 'node:fs';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../config/env';
import { createTestApp, type TestApp } from '../../test/test-app';
import { notice } from '../schema';

type HelpClass = {
  class_name: string;
  child_list: Array<{ id: number; title: string; link_address: string }>;
};
type Item = { icon: string; link_url: string };

const publicFile = (url: string) => path.join(REPO_ROOT, 'apps/web/public', url);

describe('demo help centre and footer content', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demo: true });
  });
  afterAll(() => t.close());

  it('seeds six help classes of three to six visible articles, one opening an external page', async () => {
    const { data } = await t.call<HelpClass[]>('/api/helpclass/lists');
    expect(data.map((c) => c.class_name)).toEqual([
      '新手指南',
      '配送方式',
      '支付方式',
      '售后服务',
      '会员服务',
      '关于我们',
    ]);
    for (const c of data) expect(c.child_list.length).toBeGreaterThanOrEqual(3);
    for (const c of data) expect(c.child_list.length).toBeLessThanOrEqual(6);
    expect(data[0]?.child_list.slice(0, 3).map((a) => a.title)).toEqual([
      '注册流程',
      '资质认证',
      '下单流程',
    ]);
    const external = data.flatMap((c) => c.child_list).filter((a) => a.link_address);
    expect(external).toEqual([
      expect.objectContaining({ link_address: expect.stringMatching(/^https:\/\//) }),
    ]);
    expect(data.flatMap((c) => c.child_list).some((a) => a.title.includes('草稿'))).toBe(false);
  });

  it('seeds article text as paragraphs of plain text', async () => {
    const { data: classes } = await t.call<HelpClass[]>('/api/helpclass/lists');
    const first = classes[0]!.child_list[0]!;
    const { data } = await t.call<{ content: string; class_name: string }>('/api/help/info', {
      id: first.id,
    });
    expect(data.class_name).toBe('新手指南');
    expect(data.content.split('\n').length).toBeGreaterThanOrEqual(3);
    expect(data.content).not.toMatch(/<[a-z]/i);
  });

  it('seeds eight notices', async () => {
    const rows = await t.database.db.select({ n: count() }).from(notice);
    expect(rows[0]?.n).toBe(8);
  });

  it('seeds friendly links both in-site and external, certificates, platforms and promises with drawn icons', async () => {
    const links = (await t.call<Array<{ link_url: string }>>('/api/pc/friendlyLink')).data;
    expect(links.some((l) => l.link_url.startsWith('/'))).toBe(true);
    expect(links.some((l) => l.link_url.startsWith('https://'))).toBe(true);
    const { data: footer } = await t.call<{ cert: Item[]; platform: Item[] }>(
      '/pc/api/pc/footerList',
    );
    expect([footer.cert.length, footer.platform.length]).toEqual([4, 4]);
    const services = (await t.call<Item[]>('/api/goods/service')).data;
    expect(services.length).toBeGreaterThanOrEqual(4);
    const { data: layer } = await t.call<{ img_url: string }>('/api/pc/floatLayer');
    const images = [...footer.cert, ...footer.platform, ...services]
      .map((i) => i.icon)
      .concat(layer.img_url);
    for (const image of images) expect(fs.existsSync(publicFile(image)), image).toBe(true);
  });
});
