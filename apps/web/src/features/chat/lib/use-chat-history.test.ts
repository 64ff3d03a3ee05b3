import type { ChatMessage } from '@shop/contracts/chat';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useChatHistory } from './use-chat-history';
import { chatMessage } from '@/lib/chat-message.testing';

const msg = (id: number, siteId = 1): ChatMessage =>
  chatMessage({
    id,
    site_id: siteId,
    member_id: 2,
    consumer_say: `m${id}`,
    create_time: 1_800_000_000 + id,
  });

/** Ten messages of shop 1 (ids 1..10), four a page, page 1 = newest, oldest first in a page. */
function pageOf(siteId: number, page: number) {
  const ids = Array.from({ length: 10 }, (_, i) => 10 - i).slice((page - 1) * 4, page * 4);
  return { list: ids.reverse().map((id) => msg(id, siteId)), page_count: 3, count: 10 };
}

const calls: { site_id: number; page: number; limit: number }[] = [];
vi.stubGlobal(
  'fetch',
  vi.fn(async (_url: string, init: RequestInit) => {
    const body = JSON.parse(init.body as string) as {
      site_id: number;
      page: number;
      limit: number;
    };
    calls.push({ site_id: body.site_id, page: body.page, limit: body.limit });
    return new Response(
      JSON.stringify({ code: 0, message: '', data: pageOf(body.site_id, body.page) }),
    );
  }),
);

afterEach(() => {
  calls.length = 0;
});

describe('useChatHistory', () => {
  it('loads the newest page of 4, then older pages until page_count', async () => {
    const { result } = renderHook(() => useChatHistory(1));
    await waitFor(() => expect(result.current.messages.map((m) => m.id)).toEqual([7, 8, 9, 10]));
    expect(calls[0]).toEqual({ site_id: 1, page: 1, limit: 4 });
    expect(result.current.hasMore).toBe(true);
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.messages).toHaveLength(8));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.messages).toHaveLength(10));
    expect(result.current.messages.map((m) => m.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(result.current.hasMore).toBe(false);
    expect(result.current.noMore).toBe(true);
  });

  it('merges live messages by id and drops those of other shops', async () => {
    const { result } = renderHook(() => useChatHistory(1));
    await waitFor(() => expect(result.current.messages).toHaveLength(4));
    act(() => result.current.add([msg(11), msg(10), msg(12, 2)]));
    expect(result.current.messages.map((m) => m.id)).toEqual([7, 8, 9, 10, 11]);
  });

  it('starts over for another shop', async () => {
    const { result, rerender } = renderHook(({ site }) => useChatHistory(site), {
      initialProps: { site: 1 },
    });
    await waitFor(() => expect(result.current.messages).toHaveLength(4));
    rerender({ site: 2 });
    expect(result.current.messages).toHaveLength(0);
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.messages.every((m) => m.site_id === 2)).toBe(true));
    await waitFor(() => expect(result.current.messages).toHaveLength(4));
  });
});
