import type { ChatDialogs, ChatMessage, ChatServerEvent } from '@shop/contracts/chat';
import {
  QueryClient,
  QueryClientProvider,
  type InfiniteData,
  type InvalidateQueryFilters,
} from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { workbenchDialogsQueryOptions } from '../api/get-workbench-dialogs';
import { flattenDialogs } from './dialogs-cache';
import { useWorkbenchLive } from './use-workbench-live';
import { chatMessage } from '@/lib/chat-message.testing';

const socket = vi.hoisted(() => ({
  onEvent: null as ((event: ChatServerEvent) => void) | null,
  role: '',
}));
vi.mock('@/lib/use-chat-socket', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useChatSocket: (options: { role: string; onEvent: (event: ChatServerEvent) => void }) => {
    socket.onEvent = options.onEvent;
    socket.role = options.role;
    return { status: 'open', clientId: null, reconnects: 0, closeReason: null, reconnect: vi.fn() };
  },
}));
const setRead = vi.hoisted(() => vi.fn(async () => null));
vi.mock('../api/set-workbench-read', () => ({ setWorkbenchRead: setRead }));

const message = (id: number, memberId: number, type = 0): ChatMessage =>
  chatMessage({ id, member_id: memberId, type, consumer_say: `m${id}` });

let client: QueryClient;
/** The filters of every invalidateQueries call. */
let invalidated: (InvalidateQueryFilters | undefined)[];
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={client}>{children}</QueryClientProvider>
);
const emit = (event: ChatServerEvent) => act(() => socket.onEvent?.(event));
const sessionLists = () =>
  invalidated.filter((filters) => filters?.queryKey?.[1] === 'sessions').length;

beforeEach(() => {
  client = new QueryClient();
  invalidated = [];
  const invalidate = client.invalidateQueries.bind(client);
  client.invalidateQueries = (filters, options) => {
    invalidated.push(filters);
    return invalidate(filters, options);
  };
  const history: InfiniteData<ChatDialogs, number> = {
    pages: [{ list: [message(1, 7)], page_count: 1, count: 1 }],
    pageParams: [1],
  };
  client.setQueryData(workbenchDialogsQueryOptions(7).queryKey, history);
  setRead.mockClear();
});
afterEach(cleanup);

describe('useWorkbenchLive', () => {
  it('opens the servicer socket', () => {
    renderHook(() => useWorkbenchLive({ openMemberId: null }), { wrapper });
    expect(socket.role).toBe('servicer');
  });

  it('appends a message of the open conversation, marks it read, then refreshes the lists', async () => {
    renderHook(() => useWorkbenchLive({ openMemberId: 7 }), { wrapper });
    emit({ type: 'string', data: message(2, 7) });
    const history = client.getQueryData(workbenchDialogsQueryOptions(7).queryKey);
    expect(flattenDialogs(history).map((m) => m.id)).toEqual([1, 2]);
    expect(setRead).toHaveBeenCalledWith(7);
    await waitFor(() => expect(sessionLists()).toBe(1));
  });

  it('only refreshes the lists for another buyer, or for the servicer own message', () => {
    renderHook(() => useWorkbenchLive({ openMemberId: 7 }), { wrapper });
    emit({ type: 'string', data: message(3, 8) });
    emit({ type: 'string', data: message(4, 7, 1) });
    expect(setRead).not.toHaveBeenCalled();
    expect(sessionLists()).toBe(2);
  });

  it('passes session changes on and refreshes the lists', () => {
    const onSession = vi.fn();
    renderHook(() => useWorkbenchLive({ openMemberId: 7, onSession }), { wrapper });
    const data = { site_id: 1, member_id: 7, servicer_id: 1, status: 2 };
    emit({ type: 'session', data });
    expect(onSession).toHaveBeenCalledWith(data);
    expect(sessionLists()).toBe(1);
  });

  it('asks for the staff info again when the server closes the socket', () => {
    renderHook(() => useWorkbenchLive({ openMemberId: null }), { wrapper });
    emit({ type: 'close', data: { reason: 'token' } });
    expect(invalidated).toContainEqual({ queryKey: ['workbench', 'info'] });
  });
});
