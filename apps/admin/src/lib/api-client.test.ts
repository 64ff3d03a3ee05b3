import { ApiCode, defineEndpoint, EmptyBodySchema, bodySchema } from '@shop/contracts/common';
import { defineStaffEndpoint } from '@shop/contracts/staff';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, apiCall, apiUpload, setSessionLostHandler } from './api-client';
import { setCsrfToken } from './csrf';

const listEndpoint = defineStaffEndpoint({
  path: '/staff/api/order/page',
  body: bodySchema({ page: z.number() }),
  data: z.object({ count: z.number() }),
  permission: 'order.read',
});
const plainEndpoint = defineEndpoint({
  path: '/api/captcha/captcha',
  body: EmptyBodySchema,
  data: z.object({ id: z.string() }),
});

/** A fake server answering every call with one envelope; it records what was sent. */
function answer(envelope: unknown) {
  const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => Response.json(envelope));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const sent = (fetchMock: ReturnType<typeof answer>) => {
  const [url, init] = fetchMock.mock.calls[0] ?? [];
  return {
    url,
    headers: init?.headers as Record<string, string>,
    body: JSON.parse(init?.body as string),
  };
};

describe('apiCall', () => {
  const lost = vi.fn();
  beforeEach(() => {
    setSessionLostHandler(lost);
    setCsrfToken('');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    lost.mockReset();
  });

  it('POSTs the body with the client fields and the CSRF token, and returns parsed data', async () => {
    const fetchMock = answer({ code: 0, message: '', data: { count: 7, extra: 1 }, timestamp: 1 });
    setCsrfToken('csrf-abc');
    await expect(apiCall(listEndpoint, { page: 2 })).resolves.toEqual({ count: 7 });
    const { url, headers, body } = sent(fetchMock);
    expect(url).toBe('/staff/api/order/page');
    expect(headers['x-csrf-token']).toBe('csrf-abc');
    expect(headers['content-type']).toBe('application/json');
    expect(body).toEqual({ app_type: 'pc', app_type_name: 'PC', lang: 'zh-cn', page: 2 });
  });

  it('sends no CSRF header before a session exists', async () => {
    const fetchMock = answer({ code: 0, message: '', data: { id: '' }, timestamp: 1 });
    await apiCall(plainEndpoint, {});
    expect(sent(fetchMock).headers).not.toHaveProperty('x-csrf-token');
  });

  it('throws the server message on a refusal', async () => {
    answer({ code: -1, message: '订单已发货', data: null, timestamp: 1 });
    const error = await apiCall(listEndpoint, { page: 1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: '订单已发货', code: -1, network: false });
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

  it('leaves a lost session to the caller when asked', async () => {
    answer({ code: ApiCode.TOKEN_ERROR, message: 'no session', data: null, timestamp: 1 });
    await expect(apiCall(plainEndpoint, {}, { sessionCheck: false })).rejects.toMatchObject({
      code: ApiCode.TOKEN_ERROR,
    });
    expect(lost).not.toHaveBeenCalled();
  });

  it('treats an answer that does not match the declared schema as a network failure', async () => {
    answer({ code: 0, message: '', data: { count: 'many' }, timestamp: 1 });
    await expect(apiCall(listEndpoint, { page: 1 })).rejects.toMatchObject({
      code: ApiCode.FAIL,
      network: true,
    });
  });

  it('turns a failed fetch into a network ApiError', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('offline')));
    await expect(apiCall(listEndpoint, { page: 1 })).rejects.toMatchObject({ network: true });
  });
});

describe('apiUpload', () => {
  const uploadEndpoint = defineStaffEndpoint({
    path: '/staff/api/order/annexupload',
    body: bodySchema({ package_goods_id: z.number(), doc_type: z.string() }),
    data: z.object({ annex_id: z.number() }),
    permission: 'order.fulfil',
  });
  const lost = vi.fn();
  beforeEach(() => setSessionLostHandler(lost));
  afterEach(() => {
    vi.unstubAllGlobals();
    setCsrfToken('');
    lost.mockReset();
  });

  it('sends the fields before the file with the CSRF token, and returns parsed data', async () => {
    const fetchMock = answer({ code: 0, message: '', data: { annex_id: 9 }, timestamp: 1 });
    setCsrfToken('csrf-up');
    const file = new File(['%PDF-1.4'], 'report.pdf', { type: 'application/pdf' });
    await expect(
      apiUpload(uploadEndpoint, { package_goods_id: 31, doc_type: 'drug_test' }, file),
    ).resolves.toEqual({ annex_id: 9 });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/staff/api/order/annexupload');
    const headers = init?.headers as Record<string, string>;
    expect(headers['x-csrf-token']).toBe('csrf-up');
    // The browser sets the multipart type with its boundary.
    expect(headers).not.toHaveProperty('content-type');
    const form = init?.body as FormData;
    expect([...form.keys()]).toEqual(['lang', 'package_goods_id', 'doc_type', 'file']);
    expect(form.get('package_goods_id')).toBe('31');
    expect((form.get('file') as File).name).toBe('report.pdf');
  });

  it('throws the server refusal and reports a lost session', async () => {
    answer({ code: -1, message: '文件不能超过10MB', data: null, timestamp: 1 });
    const file = new File(['x'], 'x.pdf');
    await expect(
      apiUpload(uploadEndpoint, { package_goods_id: 1, doc_type: 'drug_test' }, file),
    ).rejects.toMatchObject({ message: '文件不能超过10MB', code: -1 });
    answer({ code: ApiCode.TOKEN_ERROR, message: '请重新登录', data: null, timestamp: 1 });
    await expect(
      apiUpload(uploadEndpoint, { package_goods_id: 1, doc_type: 'drug_test' }, file),
    ).rejects.toMatchObject({ code: ApiCode.TOKEN_ERROR });
    expect(lost).toHaveBeenCalledWith('请重新登录');
  });
});
