import { TOKEN_COOKIE } from '@shop/contracts/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clusterEnabled,
  postTo,
  startServerCluster,
  type ServerCluster,
} from '../../test/server-cluster';

/**
 * Issue 25: a console change on process A shows on process B (same PostgreSQL, same Redis) within
 * one second: B's goods index would otherwise wait for its version check (ADR 0022).
 */
type Card = { sku_id: number; goods_id: number; goods_name: string; price?: string };
type Page = { count: number; list: Card[] };
type Suggestion = { sku_id: number };
type Detail = { goods_sku_detail: { price?: string; goods_state?: number } };

const WITHIN_MS = 1_000;

/** Polls `probe` until it answers true; fails when the deadline (from now) passes first. */
async function within(ms: number, probe: () => Promise<boolean>): Promise<number> {
  const start = Date.now();
  for (;;) {
    if (await probe()) return Date.now() - start;
    if (Date.now() - start > ms) throw new Error(`not seen within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe.skipIf(!clusterEnabled)('catalogue changes across two processes (issue 25)', () => {
  let cluster: ServerCluster;
  let a = '';
  let b = '';
  let member: Record<string, string> = {};
  let staff: Record<string, string> = {};
  /** The shop of the console account: its goods are the ones it may change. */
  let siteId = 0;

  beforeAll(async () => {
    cluster = await startServerCluster(2);
    [a, b] = cluster.bases as [string, string];
    const login = await postTo<{ token: string }>(b, '/api/login/login', {
      username: 'demo',
      password: 'demo123456',
    });
    expect(login.code).toBe(0);
    member = { cookie: `${TOKEN_COOKIE}=${login.data.token}` };
    const console = await postTo<{ csrf_token: string; site_id: number }>(
      a,
      '/staff/api/login/login',
      {
        username: 'operator',
        password: 'demo123456',
      },
    );
    expect(console.code).toBe(0);
    siteId = console.data.site_id;
    staff = {
      cookie: console.setCookie.map((c) => c.split(';')[0]).join('; '),
      'x-csrf-token': console.data.csrf_token,
    };
  }, 180_000);
  afterAll(() => cluster?.stop(), 30_000);

  const onB = <T>(url: string, body: object) => postTo<T>(b, url, body, member);
  const search = async (keyword: string) =>
    (await onB<Page>('/api/goodssku/page', { keyword, page_size: 50 })).data.list;
  const suggested = async (keyword: string) =>
    (await onB<Suggestion[]>('/api/goodssku/searchGoodsByKeyWord', { keyword })).data;
  const detail = (skuId: number) => onB<Detail>('/api/goodssku/detail', { sku_id: skuId });

  it('a price saved on A shows on B’s search, list and detail within one second', async () => {
    const own = (await onB<Page>('/api/goodssku/page', { site_id: siteId, page_size: 1 })).data
      .list[0]!;
    const card = (await search(own.goods_name)).find((c) => c.sku_id === own.sku_id)!;
    // The new price: one that no SKU of the demo data has.
    const price = (Number(card.price) + 7.77).toFixed(2);
    const edit = await postTo(
      a,
      '/staff/api/goods/editsku',
      { sku_id: own.sku_id, price, member_price: '' },
      staff,
    );
    expect(edit.code).toBe(0);
    const seen = await within(WITHIN_MS, async () => {
      const found = (await search(own.goods_name)).find((c) => c.sku_id === own.sku_id);
      return found?.price === price;
    });
    expect(seen).toBeLessThanOrEqual(WITHIN_MS);
    const listed = await onB<Page>('/api/goodssku/page', { min_price: price, max_price: price });
    expect(listed.data.list.map((c) => c.sku_id)).toContain(own.sku_id);
    expect((await detail(own.sku_id)).data.goods_sku_detail.price).toBe(price);
  }, 30_000);

  it('goods shelved off on A leave B’s search, suggestions and list within one second', async () => {
    const page = (await onB<Page>('/api/goodssku/page', { site_id: siteId, page_size: 5, page: 2 }))
      .data.list;
    const gone = page.slice(0, 3);
    const name = gone[0]!.goods_name;
    expect((await search(name)).map((c) => c.sku_id)).toContain(gone[0]!.sku_id);
    expect((await suggested(name)).map((s) => s.sku_id)).toContain(gone[0]!.sku_id);
    const shelf = await postTo<{ changed: number }>(
      a,
      '/staff/api/goods/batchshelf',
      { goods_ids: gone.map((c) => c.goods_id), goods_state: 0 },
      staff,
    );
    expect(shelf.code).toBe(0);
    expect(shelf.data.changed).toBe(gone.length);
    await within(WITHIN_MS, async () => {
      const found = (await search(name)).map((c) => c.sku_id);
      return !found.includes(gone[0]!.sku_id);
    });
    expect((await suggested(name)).map((s) => s.sku_id)).not.toContain(gone[0]!.sku_id);
    const listed = (await onB<Page>('/api/goodssku/page', { site_id: siteId, page_size: 20 })).data
      .list;
    for (const c of gone) expect(listed.map((l) => l.sku_id)).not.toContain(c.sku_id);
  }, 30_000);

  it('search words saved on A show on B within one second (issue 27)', async () => {
    const word = `热搜${Date.now().toString(36)}`;
    // B has the words cached (read within their time to live): only the change bus refreshes them.
    await onB('/api/goods/hotSearchWords', {});
    await onB('/api/goods/defaultSearchWords', {});
    const saved = await postTo(
      a,
      '/staff/api/searchwords/set',
      { hot_words: [{ word, word_en: 'Hot' }], default_word: word },
      staff,
    );
    expect(saved.code).toBe(0);
    const seen = await within(WITHIN_MS, async () => {
      const hot = await onB<{ words: string[] }>('/api/goods/hotSearchWords', {});
      return hot.data.words.includes(word);
    });
    expect(seen).toBeLessThanOrEqual(WITHIN_MS);
    expect((await onB<{ words: string }>('/api/goods/defaultSearchWords', {})).data.words).toBe(
      word,
    );
  }, 30_000);
});
