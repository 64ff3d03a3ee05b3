import type { ChatMessage } from '@shop/contracts/chat';
import { describe, expect, it } from 'vitest';
import { highestMessageId, isOwnMessage, mergeMessages } from './merge-messages';
import { chatMessage } from '@/lib/chat-message.testing';

const msg = (id: number, text = `m${id}`, type = 0): ChatMessage =>
  chatMessage({
    id,
    member_id: 2,
    type,
    consumer_say: type === 0 ? text : '',
    servicer_say: type === 0 ? '' : text,
    create_time: 1_800_000_000 + id,
  });

describe('mergeMessages', () => {
  it('dedupes by id and sorts by id', () => {
    const merged = mergeMessages([msg(3), msg(1)], [msg(2), msg(3, 'again'), msg(5)]);
    expect(merged.map((m) => m.id)).toEqual([1, 2, 3, 5]);
    expect(merged.find((m) => m.id === 3)?.consumer_say).toBe('again');
  });

  it('keeps the same array when nothing is new', () => {
    const a = msg(1);
    const current = [a];
    expect(mergeMessages(current, [])).toBe(current);
    expect(mergeMessages(current, [a])).toBe(current);
  });

  it('puts older history pages before newer messages', () => {
    const merged = mergeMessages([msg(10), msg(11)], [msg(6), msg(7), msg(8), msg(9)]);
    expect(merged.map((m) => m.id)).toEqual([6, 7, 8, 9, 10, 11]);
  });

  it('finds the highest id and who wrote a message', () => {
    expect(highestMessageId([])).toBe(0);
    expect(highestMessageId([msg(4), msg(9), msg(2)])).toBe(9);
    expect(isOwnMessage(msg(1, 'a', 0), 'member')).toBe(true);
    expect(isOwnMessage(msg(1, 'a', 2), 'member')).toBe(false);
    expect(isOwnMessage(msg(1, 'a', 1), 'servicer')).toBe(true);
    expect(isOwnMessage(msg(1, 'a', 0), 'servicer')).toBe(false);
  });
});
