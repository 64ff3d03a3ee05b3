import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '@/lib/i18n';
import { EmojiPicker, nextEmojiIndex } from './emoji-picker';

beforeEach(() => {});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('EmojiPicker', () => {
  it('opens a grid of the 47 emoji and hands the picked code over', async () => {
    const onPick = vi.fn();
    render(<EmojiPicker onPick={onPick} />);
    fireEvent.click(screen.getByRole('button', { name: '表情' }));
    const first = await screen.findByTestId('chat-emoji-01');
    expect(screen.getByTestId('chat-emoji-47')).toBeTruthy();
    expect(screen.queryByTestId('chat-emoji-48')).toBeNull();
    expect(first.getAttribute('aria-label')).toBe('微笑');
    fireEvent.click(screen.getByTestId('chat-emoji-34'));
    expect(onPick).toHaveBeenCalledWith('[emjoy_34]');
  });

  it('does not open while disabled', () => {
    const onPick = vi.fn();
    render(<EmojiPicker onPick={onPick} disabled />);
    const trigger = screen.getByRole('button', { name: '表情' });
    expect(trigger.hasAttribute('disabled')).toBe(true);
    fireEvent.click(trigger);
    expect(screen.queryByTestId('chat-emoji-01')).toBeNull();
  });

  it('moves the focus with the arrow keys and closes with Escape', async () => {
    render(<EmojiPicker onPick={vi.fn()} />);
    const trigger = screen.getByRole('button', { name: '表情' });
    fireEvent.click(trigger);
    const first = await screen.findByTestId('chat-emoji-01');
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(screen.getByTestId('chat-emoji-09'));
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(screen.getByTestId('chat-emoji-10'));
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(document.activeElement).toBe(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('nextEmojiIndex', () => {
  it('moves by one across and by a row of 8 up and down, stopping at the edges', () => {
    expect(nextEmojiIndex(0, 'ArrowRight', 47)).toBe(1);
    expect(nextEmojiIndex(0, 'ArrowLeft', 47)).toBe(0);
    expect(nextEmojiIndex(3, 'ArrowDown', 47)).toBe(11);
    expect(nextEmojiIndex(3, 'ArrowUp', 47)).toBe(3);
    expect(nextEmojiIndex(44, 'ArrowDown', 47)).toBe(44);
    expect(nextEmojiIndex(20, 'Home', 47)).toBe(0);
    expect(nextEmojiIndex(20, 'End', 47)).toBe(46);
    expect(nextEmojiIndex(20, 'a', 47)).toBeNull();
  });
});
