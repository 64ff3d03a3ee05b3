import { SESSION_FLAG_COOKIE } from '@shop/contracts/constants';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '@/lib/i18n';
import { addGoodsBrowse } from './add-goods-browse';
import { useIsGoodsCollected } from './check-goods-collect';
import { useToggleGoodsCollect } from './toggle-goods-collect';

const envelope = (data: unknown, code = 0) =>
  new Response(
    JSON.stringify({ code, message: code < 0 ? '失败' : '操作成功', data, timestamp: 1 }),
  );

function wrapper() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return {
    client,
    Wrapper: ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    ),
  };
}

const login = () => (document.cookie = `${SESSION_FLAG_COOKIE}=1; path=/`);
const bodyOf = (fetchMock: ReturnType<typeof vi.fn>, i = 0) =>
  JSON.parse((fetchMock.mock.calls[i]![1] as RequestInit).body as string) as Record<
    string,
    unknown
  >;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.cookie = `${SESSION_FLAG_COOKIE}=; path=/; max-age=0`;
});

describe('favourite and footprint calls of the goods detail page', () => {
  it('answers false for a visitor without calling the server', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const { Wrapper } = wrapper();
    const { result } = renderHook(() => useIsGoodsCollected(7), { wrapper: Wrapper });
    await waitFor(() => expect(result.current.data).toBe(false));
    expect(fetchMock).not.toHaveBeenCalled();
    addGoodsBrowse({ goods_id: 7, sku_id: 70 });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks the server for a member and waits for a goods id', async () => {
    login();
    const fetchMock = vi.fn().mockResolvedValue(envelope(1));
    vi.stubGlobal('fetch', fetchMock);
    const { Wrapper } = wrapper();
    const idle = renderHook(() => useIsGoodsCollected(undefined), { wrapper: Wrapper });
    expect(idle.result.current.fetchStatus).toBe('idle');
    const { result } = renderHook(() => useIsGoodsCollected(7), { wrapper: Wrapper });
    await waitFor(() => expect(result.current.data).toBe(true));
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/goodscollect/iscollect');
    expect(bodyOf(fetchMock)).toMatchObject({ goods_id: 7 });
  });

  it('adds when not collected, deletes when collected, and refreshes the star', async () => {
    login();
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(envelope(0)) // iscollect
      .mockResolvedValueOnce(envelope(12)) // add
      .mockResolvedValueOnce(envelope(1)) // iscollect again (invalidated)
      .mockResolvedValueOnce(envelope(1)) // delete
      .mockResolvedValue(envelope(0));
    vi.stubGlobal('fetch', fetchMock);
    const { Wrapper } = wrapper();
    const { result } = renderHook(
      () => ({ state: useIsGoodsCollected(7), toggle: useToggleGoodsCollect() }),
      { wrapper: Wrapper },
    );
    await waitFor(() => expect(result.current.state.data).toBe(false));
    await result.current.toggle.mutateAsync({ goods_id: 7, sku_id: 70, collected: false });
    await waitFor(() => expect(result.current.state.data).toBe(true));
    expect(fetchMock.mock.calls[1]![0]).toBe('/api/goodscollect/add');
    expect(bodyOf(fetchMock, 1)).toMatchObject({ goods_id: 7, sku_id: 70 });
    await result.current.toggle.mutateAsync({ goods_id: 7, sku_id: 70, collected: true });
    expect(fetchMock.mock.calls[3]![0]).toBe('/api/goodscollect/delete');
    expect(bodyOf(fetchMock, 3)).toMatchObject({ goods_id: 7 });
    await waitFor(() => expect(result.current.state.data).toBe(false));
  });

  it('records a footprint for a member and ignores a failure', async () => {
    login();
    const fetchMock = vi.fn().mockResolvedValue(envelope(null, -1));
    vi.stubGlobal('fetch', fetchMock);
    expect(() => addGoodsBrowse({ goods_id: 7, sku_id: 70 })).not.toThrow();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/goodsbrowse/add');
    expect(bodyOf(fetchMock)).toMatchObject({ goods_id: 7, sku_id: 70 });
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new Error('offline')));
    addGoodsBrowse({ goods_id: 7, sku_id: 70 });
    await new Promise((r) => setTimeout(r, 20));
  });
});
