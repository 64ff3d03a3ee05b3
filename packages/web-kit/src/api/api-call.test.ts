import { ApiCode, bodySchema, defineEndpoint, EmptyBodySchema } from '@shop/contracts/common';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiCall, apiUpload, ApiError, configureApi } from '.';

const listEndpoint = defineEndpoint({
  path: '/staff/api/order/page',
  body: bodySchema({ page: z.number() }),
  data: z.object({ count: z.number() }),
});
const plainEndpoint = defineEndpoint({
  path: '/api/captcha/captcha',
  body: EmptyBodySchema,
  data: z.object({ id: z.string() }),
});
const uploadEndpoint = defineEndpoint({
  path: '/staff/api/order/annexupload',
  body: bodySchema({ package_goods_id: z.number(), doc_type: z.string() }),
  data: z.object({ annex_id: z.number() }),
});

/** A fake server answering every call with one envelope; it records what was sent. */
function answer(envelope: unknown) {
  const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => Response.json(envelope));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const sent = (fetchMock: ReturnType<typeof answer>) => {
  const [url, init] = fetchMock.mock.calls[0] ?? [];
  return { url, headers: init?.headers as Record<string, string>, body: init?.body };
};

describe('apiCall', () => {
  const lost = vi.fn();
  const closed = vi.fn();
  // A signed-in browser: each test's lost session is a new one.
  beforeEach(() =>
    configureApi({
      hasSession: () => true,
      onSessionLost: lost,
      onSiteClosed: closed,
      headers: () => ({}),
    }),
  );
  afterEach(() => {
    vi.unstubAllGlobals();
    lost.mockReset();
    closed.mockReset();
  });

  it('POSTs the body with the client fields and the app headers, and returns parsed data', async () => {
    const fetchMock = answer({ code: 0, message: '', data: { count: 7, extra: 1 }, timestamp: 1 });
    configureApi({ headers: () => ({ 'x-csrf-token': 'csrf-abc' }) });
    await expect(apiCall(listEndpoint, { page: 2 })).resolves.toEqual({ count: 7 });
    const { url, headers, body } = sent(fetchMock);
    expect(url).toBe('/staff/api/order/page');
    expect(headers).toEqual({
      'content-type': 'application/json',
      'accept-language': 'zh-CN',
      'x-csrf-token': 'csrf-abc',
    });
    expect(JSON.parse(body as string)).toEqual({
      app_type: 'pc',
      app_type_name: 'PC',
      lang: 'zh-cn',
      page: 2,
    });
  });

  it('throws the server message on a refusal', async () => {
    answer({ code: -1, message: '订单已发货', data: { order_id: 3 }, timestamp: 1 });
    const error = await apiCall(listEndpoint, { page: 1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: '订单已发货', code: -1, network: false });
    expect((error as ApiError).data).toEqual({ order_id: 3 });
    expect(lost).not.toHaveBeenCalled();
  });

  it.each([ApiCode.TOKEN_ERROR, ApiCode.TOKEN_EXPIRED])(
    'reports a lost session on %i',
    async (code) => {
      answer({ code, message: '请重新登录', data: null, timestamp: 1 });
      await expect(apiCall(listEndpoint, { page: 1 })).rejects.toMatchObject({ code });
      expect(lost).toHaveBeenCalledWith('请重新登录');
    },
  );

  it('leaves a token error to the caller when the call only checks for a session', async () => {
    answer({ code: ApiCode.TOKEN_ERROR, message: 'no session', data: null, timestamp: 1 });
    await expect(apiCall(plainEndpoint, {}, { sessionCheck: false })).rejects.toMatchObject({
      code: ApiCode.TOKEN_ERROR,
    });
    expect(lost).not.toHaveBeenCalled();
  });

  it('sends a closed site to its page (code -3)', async () => {
    answer({ code: ApiCode.SITE_CLOSED, message: '站点已关闭', data: null, timestamp: 1 });
    await expect(apiCall(plainEndpoint, {})).rejects.toMatchObject({ code: -3 });
    expect(closed).toHaveBeenCalledTimes(1);
  });

  it('treats an answer that does not match the declared schema as a network failure', async () => {
    answer({ code: 0, message: '', data: { count: 'many' }, timestamp: 1 });
    await expect(apiCall(listEndpoint, { page: 1 })).rejects.toMatchObject({
      code: ApiCode.FAIL,
      network: true,
      message: '网络异常，请重试',
    });
  });

  it('turns a failed fetch into a network ApiError, but passes the caller’s own abort on', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('offline')));
    await expect(apiCall(listEndpoint, { page: 1 })).rejects.toMatchObject({ network: true });
    const abort = new AbortController();
    abort.abort();
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new DOMException('aborted', 'AbortError')));
    const error = await apiCall(listEndpoint, { page: 1 }, { signal: abort.signal }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(DOMException);
  });
});

describe('apiUpload', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    configureApi({ headers: () => ({}) });
  });

  it('sends the fields before the file with the app headers, and returns parsed data', async () => {
    const fetchMock = answer({ code: 0, message: '', data: { annex_id: 9 }, timestamp: 1 });
    configureApi({ headers: () => ({ 'x-csrf-token': 'csrf-up' }) });
    const file = new File(['%PDF-1.4'], 'report.pdf', { type: 'application/pdf' });
    await expect(
      apiUpload(uploadEndpoint, { package_goods_id: 31, doc_type: 'drug_test' }, file),
    ).resolves.toEqual({ annex_id: 9 });
    const { url, headers, body } = sent(fetchMock);
    expect(url).toBe('/staff/api/order/annexupload');
    // The browser sets the multipart type with its boundary.
    expect(headers).toEqual({ 'accept-language': 'zh-CN', 'x-csrf-token': 'csrf-up' });
    const form = body as FormData;
    expect([...form.keys()]).toEqual(['lang', 'package_goods_id', 'doc_type', 'file']);
    expect(form.get('package_goods_id')).toBe('31');
    expect((form.get('file') as File).name).toBe('report.pdf');
  });
});
