import type { ChatMessage } from '@shop/contracts/chat';
import { describe, expect, it } from 'vitest';
import { messagePreview, messageText, sessionTime } from './message-preview';
import { chatMessage } from '@/lib/chat-message.testing';

const message = (over: Partial<ChatMessage>): ChatMessage => chatMessage(over);

describe('messagePreview', () => {
  it('shows a buyer text from consumer_say and a servicer text from servicer_say', () => {
    expect(messagePreview(message({ consumer_say: '有货吗[emjoy_01]' }))).toEqual({
      kind: 'text',
      text: '有货吗[emjoy_01]',
    });
    const reply = message({ type: 1, consumer_say: 'x', servicer_say: '有的' });
    expect(messageText(reply)).toBe('有的');
    expect(messagePreview(message({ type: 2, servicer_say: '自动回复' }))).toEqual({
      kind: 'text',
      text: '自动回复',
    });
  });

  it('folds line breaks of a text into single spaces', () => {
    expect(messagePreview(message({ consumer_say: ' 第一行\n\n第二行 ' }))).toEqual({
      kind: 'text',
      text: '第一行 第二行',
    });
  });

  it('labels images, goods and orders, and a session without messages', () => {
    expect(
      messagePreview(message({ content_type: 3, consumer_say: '/upload/chat/x.png' })),
    ).toEqual({ kind: 'label', key: 'chat:preview.image' });
    expect(messagePreview(message({ content_type: 1 }))).toEqual({
      kind: 'label',
      key: 'chat:preview.goods',
    });
    expect(messagePreview(message({ content_type: 2 }))).toEqual({
      kind: 'label',
      key: 'chat:preview.order',
    });
    expect(messagePreview(null)).toEqual({ kind: 'label', key: 'chat:preview.none' });
  });
});

describe('sessionTime', () => {
  // 2026-11-22 10:00 China time = 02:00 UTC.
  const now = Date.UTC(2026, 10, 22, 2, 0);

  it('shows the shop time of day for today', () => {
    // 2026-11-22 00:30 China time is 2026-11-21 16:30 UTC: still today in the shop.
    expect(sessionTime(Date.UTC(2026, 10, 21, 16, 30) / 1000, now)).toBe('00:30');
  });

  it('shows month and day for an earlier day this year, the full date for an older year', () => {
    expect(sessionTime(Date.UTC(2026, 10, 21, 15, 59) / 1000, now)).toBe('11-21');
    expect(sessionTime(Date.UTC(2025, 0, 5, 4, 0) / 1000, now)).toBe('2025-01-05');
  });
});
