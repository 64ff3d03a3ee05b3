import '@/lib/i18n';
import type * as UploadImageModule from '@shop/web-kit/upload';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChatComposer, isSendKey, type ChatSendInput } from './chat-composer';

// The picker's own behaviour is tested with it; here only its onPick matters.
vi.mock('./emoji-picker', () => ({
  EmojiPicker: ({ onPick, disabled }: { onPick: (code: string) => void; disabled?: boolean }) => (
    <button type="button" disabled={disabled} onClick={() => onPick('[emjoy_02]')}>
      emoji
    </button>
  ),
}));

const upload = vi.hoisted(() => ({ resolve: null as null | ((v: { pic_path: string }) => void) }));
vi.mock('@shop/web-kit/upload', async (original) => ({
  ...(await original<typeof UploadImageModule>()),
  uploadImage: (_path: string, _file: Blob, onProgress: (p: number) => void) =>
    new Promise((resolve) => {
      onProgress(40);
      upload.resolve = resolve;
    }),
}));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function renderComposer(onSend = vi.fn<(input: ChatSendInput) => Promise<void>>()) {
  onSend.mockImplementation(() => Promise.resolve());
  render(
    <App>
      <ChatComposer onSend={onSend} />
    </App>,
  );
  const input = screen.getByTestId<HTMLTextAreaElement>('chat-input');
  const type = (text: string) => fireEvent.change(input, { target: { value: text } });
  const enter = (init: Partial<KeyboardEventInit> & { keyCode?: number } = {}) =>
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', ...init });
  return { onSend, input, type, enter };
}

describe('ChatComposer', () => {
  it('counts an emoji as one character and turns the counter red over 150', () => {
    const { type } = renderComposer();
    type('你好[emjoy_01]a');
    expect(screen.getByTestId('chat-counter').textContent).toBe('4/150');
    expect(screen.getByTestId('chat-counter').style.color).not.toBe('rgb(255, 77, 79)');
    type('字'.repeat(151));
    expect(screen.getByTestId('chat-counter').textContent).toBe('151/150');
    expect(screen.getByTestId('chat-counter').style.color).toBe('rgb(255, 77, 79)');
  });

  it('refuses a blank text with a warning', async () => {
    const { onSend, type, enter } = renderComposer();
    type('  \n ');
    enter();
    expect(await screen.findByText('不能发送空白内容')).toBeTruthy();
    expect(onSend).not.toHaveBeenCalled();
  });

  it('refuses 151 characters but sends 150 (emoji included)', async () => {
    const { onSend, type, enter } = renderComposer();
    type('a'.repeat(150) + '[emjoy_03]');
    fireEvent.click(screen.getByTestId('chat-send'));
    expect(await screen.findByText('最多一次可以发送150个字~')).toBeTruthy();
    expect(onSend).not.toHaveBeenCalled();
    type('a'.repeat(149) + '[emjoy_03]');
    enter();
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    expect(onSend).toHaveBeenCalledWith({
      content_type: 0,
      message: 'a'.repeat(149) + '[emjoy_03]',
    });
  });

  it('sends on Enter and clears the box, but not with Ctrl, Shift, Alt or Meta', async () => {
    const { onSend, input, type, enter } = renderComposer();
    type('hello');
    enter({ ctrlKey: true });
    enter({ shiftKey: true });
    enter({ altKey: true });
    enter({ metaKey: true });
    expect(onSend).not.toHaveBeenCalled();
    enter();
    await waitFor(() => expect(onSend).toHaveBeenCalledWith({ content_type: 0, message: 'hello' }));
    await waitFor(() => expect(input.value).toBe(''));
  });

  it('never sends while an IME composes', () => {
    const { onSend, input, type, enter } = renderComposer();
    type('ni');
    fireEvent.compositionStart(input);
    enter();
    fireEvent.compositionEnd(input);
    enter({ keyCode: 229 });
    expect(onSend).not.toHaveBeenCalled();
    expect(
      isSendKey({
        key: 'Enter',
        ctrlKey: false,
        shiftKey: false,
        altKey: false,
        metaKey: false,
        isComposing: true,
      }),
    ).toBe(false);
  });

  it('locks sending while a send is pending and keeps the text when it fails', async () => {
    const onSend = vi.fn<(input: ChatSendInput) => Promise<void>>();
    const { input, type, enter } = renderComposer(onSend);
    let fail: (error: Error) => void = () => undefined;
    onSend.mockImplementation(() => new Promise((_, reject) => (fail = reject)));
    type('once');
    enter();
    enter();
    fireEvent.click(screen.getByTestId('chat-send'));
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    enter();
    fireEvent.click(screen.getByTestId('chat-send'));
    await waitFor(() =>
      expect(screen.getByTestId<HTMLButtonElement>('chat-send').disabled).toBe(true),
    );
    expect(onSend).toHaveBeenCalledTimes(1);
    await act(async () => fail(new Error('发送失败了')));
    expect(await screen.findByText('发送失败了')).toBeTruthy();
    expect(input.value).toBe('once');
    expect(screen.getByTestId<HTMLButtonElement>('chat-send').disabled).toBe(false);
  });

  it('inserts an emoji at the caret', async () => {
    const { input, type } = renderComposer();
    type('ab');
    input.setSelectionRange(1, 1);
    fireEvent.click(screen.getByRole('button', { name: 'emoji' }));
    await waitFor(() => expect(input.value).toBe('a[emjoy_02]b'));
  });

  it('uploads a picture with progress, then sends its path', async () => {
    const { onSend } = renderComposer();
    const file = new File(['x'], 'a.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('chat-image-input'), { target: { files: [file] } });
    expect(await screen.findByTestId('chat-upload-progress')).toBeTruthy();
    expect(screen.getByTestId('chat-upload-progress').textContent).toContain('40');
    await act(async () =>
      upload.resolve?.({ pic_path: '/upload/chat/202611/' + 'a'.repeat(32) + '.png' }),
    );
    await waitFor(() =>
      expect(onSend).toHaveBeenCalledWith({
        content_type: 3,
        message: '/upload/chat/202611/' + 'a'.repeat(32) + '.png',
      }),
    );
    await waitFor(() => expect(screen.queryByTestId('chat-upload-progress')).toBeNull());
  });

  it('refuses a picture that is not an image or too big', async () => {
    const { onSend } = renderComposer();
    const input = screen.getByTestId('chat-image-input');
    fireEvent.change(input, {
      target: { files: [new File(['x'], 'a.txt', { type: 'text/plain' })] },
    });
    expect(await screen.findByText('只能发送 JPG、PNG、WEBP 或 GIF 图片')).toBeTruthy();
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'b.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByText('图片大小不能超过 5MB')).toBeTruthy();
    expect(onSend).not.toHaveBeenCalled();
  });
});
