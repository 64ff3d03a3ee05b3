import type { ChatMessage, WorkbenchSession } from '@shop/contracts/chat';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '@/lib/i18n';
import { SessionItem } from './session-item';
import { chatMessage } from '@/lib/chat-message.testing';

beforeEach(() => {});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const last = (over: Partial<ChatMessage>): ChatMessage =>
  chatMessage({
    id: 9,
    nickname: '康源大药房',
    // 2026-11-22 14:05 China time.
    create_time: Date.UTC(2026, 10, 22, 6, 5) / 1000,
    ...over,
  });

const session = (over: Partial<WorkbenchSession>): WorkbenchSession => ({
  member_id: 7,
  nickname: '康源大药房',
  username: 'demo',
  headimg: '',
  servicer_id: 0,
  state: 'waiting',
  unread: 0,
  last_message: last({ consumer_say: '有货吗[emjoy_01]' }),
  ...over,
});

const now = Date.UTC(2026, 10, 22, 8, 0);

describe('SessionItem', () => {
  it('shows the buyer, the last text with emoji as images, its time and the unread count', () => {
    render(
      <SessionItem
        session={session({ unread: 3 })}
        selected={false}
        nowMs={now}
        onSelect={vi.fn()}
      />,
    );
    const item = screen.getByTestId('workbench-session-7');
    expect(item.textContent).toContain('康源大药房');
    expect(item.textContent).toContain('有货吗');
    expect(item.textContent).toContain('14:05');
    expect(item.querySelector('img[alt="[emjoy_01]"]')).not.toBeNull();
    expect(screen.getByTestId('workbench-unread-7').textContent).toBe('3');
  });

  it('shows no badge when all is read, and a label for an image', () => {
    render(
      <SessionItem
        session={session({
          last_message: last({ content_type: 3, consumer_say: '/upload/chat/a.png' }),
        })}
        selected={false}
        nowMs={now}
        onSelect={vi.fn()}
      />,
    );
    expect(screen.queryByTestId('workbench-unread-7')).toBeNull();
    expect(screen.getByTestId('workbench-session-7').textContent).toContain('[图片]');
  });

  it('caps a big count at 99+', () => {
    render(
      <SessionItem
        session={session({ unread: 120 })}
        selected={false}
        nowMs={now}
        onSelect={vi.fn()}
      />,
    );
    expect(screen.getByTestId('workbench-unread-7').textContent).toBe('99+');
  });

  it('is selected by click and by Enter', () => {
    const onSelect = vi.fn();
    render(<SessionItem session={session({})} selected nowMs={now} onSelect={onSelect} />);
    const item = screen.getByTestId('workbench-session-7');
    expect(item.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(item);
    fireEvent.keyDown(item, { key: 'Enter' });
    expect(onSelect).toHaveBeenCalledTimes(2);
    expect(onSelect.mock.calls[0]?.[0]).toMatchObject({ member_id: 7 });
  });
});
