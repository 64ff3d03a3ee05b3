import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cart, memberToken } from '../db/schema';
import { addMember } from '../modules/auth/testing';
import { type CartFixture, newBuyer, seedCartFixture } from '../modules/cart/cart.testing';
import { createTestApp, type TestApp } from '../test/test-app';

const FOREIGN = { code: -1, message: '请求来源不被允许，请从本站页面操作', data: null };

describe('Origin of a state-changing call', () => {
  let t: TestApp;
  let proxied: TestApp;
  let fixture: CartFixture;
  let buyer: { memberId: number; token: string };

  const post = (app: TestApp, url: string, body: object, headers: Record<string, string>) =>
    app.app.inject({ method: 'POST', url, payload: body, headers, remoteAddress: '10.8.0.1' });
  const tokens = async () =>
    (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(memberToken))[0]?.n;
  /** The buyer's cart as `lines × total quantity`. */
  const cartState = async () => {
    const rows = await t.database.db.select().from(cart).where(eq(cart.memberId, buyer.memberId));
    return { lines: rows.length, quantity: rows.reduce((sum, row) => sum + row.num, 0) };
  };
  const addToCart = (headers: Record<string, string>) =>
    post(
      t,
      '/api/cart/add',
      { token: buyer.token, sku_id: fixture.goods.plain.skuId, num: 1 },
      {
        host: 'shop.example.com',
        ...headers,
      },
    );

  beforeAll(async () => {
    t = await createTestApp({ env: { ALLOWED_ORIGINS: 'https://m.example.com' } });
    proxied = await createTestApp({ env: { TRUST_PROXY: '1' } });
    fixture = await seedCartFixture(t.database.db);
    buyer = await newBuyer(t.database.db);
    await addMember(t, { username: 'origin_buyer', password: 'secret123' });
  });
  afterAll(async () => {
    await t.close();
    await proxied.close();
  });

  it('refuses a login from a foreign page: code -1, no session made', async () => {
    const before = await tokens();
    for (const origin of ['https://evil.example', 'http://shop.example.com:8080', 'null']) {
      const res = await post(
        t,
        '/api/login/login',
        { username: 'origin_buyer', password: 'secret123' },
        { host: 'shop.example.com', origin },
      );
      expect(res.statusCode, origin).toBe(200);
      expect(res.json(), origin).toMatchObject(FOREIGN);
      expect(res.headers['set-cookie'], origin).toBeUndefined();
    }
    expect(await tokens()).toBe(before);
    const en = await post(
      t,
      '/api/login/login',
      { username: 'origin_buyer', password: 'secret123' },
      { host: 'shop.example.com', origin: 'https://evil.example', 'accept-language': 'en-US' },
    );
    expect(en.json()).toMatchObject({
      code: -1,
      message: "Requests from another site are not allowed; please use this site's pages",
    });
  });

  it('refuses a cart add from a foreign page and the cart stays as it was', async () => {
    const before = await cartState();
    const res = await addToCart({ origin: 'https://evil.example' });
    expect(res.json()).toMatchObject(FOREIGN);
    expect(await cartState()).toEqual(before);
  });

  it('lets this site, an allowed origin and a caller without Origin through', async () => {
    const before = await cartState();
    expect((await addToCart({ origin: 'https://shop.example.com' })).json().code).toBe(0);
    expect((await addToCart({ origin: 'https://m.example.com' })).json().code).toBe(0);
    expect((await addToCart({})).json().code).toBe(0);
    expect((await cartState()).quantity).toBe(before.quantity + 3);
    const login = await post(
      t,
      '/api/login/login',
      { username: 'origin_buyer', password: 'secret123' },
      { host: 'shop.example.com', origin: 'http://shop.example.com' },
    );
    expect(login.json()).toMatchObject({ code: 0 });
  });

  it('compares with X-Forwarded-Host only behind a trusted proxy', async () => {
    const headers = {
      host: '127.0.0.1:8080',
      origin: 'https://shop.example.com',
      'x-forwarded-host': 'shop.example.com',
      'x-forwarded-proto': 'https',
    };
    expect((await post(proxied, '/api/site/info', {}, headers)).json().code).toBe(0);
    // Without TRUST_PROXY the forwarded host is not believed.
    expect((await post(t, '/api/site/info', {}, headers)).json()).toMatchObject(FOREIGN);
  });

  it('leaves page loads alone', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/docs',
      headers: { origin: 'https://evil.example' },
    });
    expect(res.json<{ openapi: string }>().openapi).toMatch(/^3\./);
  });
});
