import type { ChatDialogs, ChatMessage } from '@shop/contracts/chat';
import { QueryClient, type InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { workbenchDialogsQueryOptions } from '../api/get-workbench-dialogs';
import { addMessageToDialogs, flattenDialogs } from './dialogs-cache';
import { chatMessage } from '@/lib/chat-message.testing';

const message = (id: number, memberId = 7): ChatMessage =>
  chatMessage({ id, member_id: memberId, consumer_say: `m${id}` });

const page = (ids: number[], pageCount = 2): ChatDialogs => ({
  list: ids.map((id) => message(id)),
  page_count: pageCount,
  count: 4,
});

const seeded = () => {
  const client = new QueryClient();
  const data: InfiniteData<ChatDialogs, number> = {
    pages: [page([3, 4]), page([1, 2])],
    pageParams: [1, 2],
  };
  client.setQueryData(workbenchDialogsQueryOptions(7).queryKey, data);
  return client;
};
const cached = (client: QueryClient, memberId = 7) =>
  client.getQueryData(workbenchDialogsQueryOptions(memberId).queryKey);

describe('dialogs cache', () => {
  it('flattens pages (newest first) into one list oldest first, without repeats', () => {
    const data = { pages: [page([3, 4]), page([2, 3])], pageParams: [1, 2] };
    expect(flattenDialogs(data).map((m) => m.id)).toEqual([2, 3, 4]);
    expect(flattenDialogs(undefined)).toEqual([]);
  });

  it('adds a new message of a loaded history once, however often it arrives', () => {
    const client = seeded();
    addMessageToDialogs(client, message(5));
    addMessageToDialogs(client, message(5));
    expect(flattenDialogs(cached(client)).map((m) => m.id)).toEqual([1, 2, 3, 4, 5]);
  });

  it('leaves an unloaded history alone and never mixes buyers', () => {
    const client = seeded();
    addMessageToDialogs(client, message(9, 8));
    expect(cached(client, 8)).toBeUndefined();
    expect(flattenDialogs(cached(client)).map((m) => m.id)).toEqual([1, 2, 3, 4]);
  });
});
