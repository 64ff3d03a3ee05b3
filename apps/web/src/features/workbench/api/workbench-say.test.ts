import { afterEach, describe, expect, it, vi } from 'vitest';
import { workbenchSayOnce } from './workbench-say';

const sent = {
  id: 5,
  site_id: 1,
  member_id: 7,
  servicer_id: 1,
  type: 1,
  content_type: 0,
  consumer_say: '',
  servicer_say: '您好',
  goods_sku_id: 0,
  order_id: 0,
  goods: null,
  order: null,
  nickname: '客服小美',
  avatar: '',
  logo: '',
  shop_name: '店',
  create_day: '2026-11-22',
  create_time: 1_800_000_000,
  client_msg_id: 'abcdef0123456789',
};
const body = { member_id: 7, content_type: 0, message: '您好', client_msg_id: 'abcdef0123456789' };
const ok = () => new Response(JSON.stringify({ code: 0, message: '', data: sent }));

afterEach(() => vi.unstubAllGlobals());

describe('workbenchSayOnce', () => {
  it('sends again with the same client_msg_id after a transport failure', async () => {
    const fetch = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockResolvedValueOnce(ok());
    vi.stubGlobal('fetch', fetch);
    await expect(workbenchSayOnce(body)).resolves.toEqual(sent);
    expect(fetch).toHaveBeenCalledTimes(2);
    const ids = fetch.mock.calls.map(
      ([, init]) => (JSON.parse((init as RequestInit).body as string) as typeof body).client_msg_id,
    );
    expect(ids).toEqual(['abcdef0123456789', 'abcdef0123456789']);
  });

  it('does not repeat a refused message', async () => {
    const refused = new Response(JSON.stringify({ code: -1, message: '不能发送空白内容' }));
    const fetch = vi.fn().mockResolvedValueOnce(refused);
    vi.stubGlobal('fetch', fetch);
    await expect(workbenchSayOnce(body)).rejects.toThrow('不能发送空白内容');
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
