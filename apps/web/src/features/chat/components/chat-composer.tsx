import { PictureOutlined } from '@ant-design/icons';
import {
  CHAT_CONTENT_TYPE,
  CHAT_TEXT_MAX,
  chatTextLength,
  isBlankChatText,
  type ChatContentType,
} from '@shop/contracts/chat';
import { IMAGE_UPLOAD_ACCEPT, IMAGE_UPLOAD_MAX_MB, uploadImage } from '@shop/web-kit/upload';
import { App, Button, Input, Progress, Tooltip } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { palette } from '@/app/theme';
import { EmojiPicker } from './emoji-picker';

/** One message to send: text (0) or image path (3) in `message`, goods SKU (1), order (2). */
export interface ChatSendInput {
  content_type: ChatContentType;
  message?: string;
  goods_id?: number;
  order_id?: number;
}

export interface ChatComposerProps {
  /** Sends one message; a rejection's message shows as an error toast and the text stays. */
  onSend: (input: ChatSendInput) => Promise<void>;
  /** Where chat images are uploaded (buyer `/api/upload/chatimg`, workbench its own). */
  uploadPath?: string;
  disabled?: boolean;
}

/** Whether a key press in the composer sends: a plain Enter, never while an IME composes. */
export function isSendKey(event: {
  key: string;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  metaKey: boolean;
  isComposing?: boolean;
  keyCode?: number;
}): boolean {
  if (event.key !== 'Enter') return false;
  if (event.ctrlKey || event.shiftKey || event.altKey || event.metaKey) return false;
  // keyCode 229: the key went to the IME (Safari reports isComposing false on the final Enter).
  return !event.isComposing && event.keyCode !== 229;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : '');

/**
 * The message box of a chat (spec §5): counter n/150 (an emoji counts as one), Enter sends and
 * Shift+Enter adds a line, blank and over-long texts are refused with a warning, emoji insert
 * at the caret, and a picture is uploaded with progress and then sent. Sending is locked while
 * a send is pending.
 */
export function ChatComposer({
  onSend,
  uploadPath = '/api/upload/chatimg',
  disabled = false,
}: ChatComposerProps) {
  const { t } = useTranslation('chat');
  const { message } = App.useApp();
  const [text, setText] = useState('');
  const [pending, setPending] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const pendingRef = useRef(false);
  const composingRef = useRef(false);
  const textAreaRef = useRef<TextAreaRef>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const length = chatTextLength(text);
  const locked = disabled || pending;

  /** Runs one send under the lock; `prepare` may first upload (the lock covers it too). */
  const run = async (prepare: () => Promise<ChatSendInput>): Promise<boolean> => {
    if (pendingRef.current) return false;
    pendingRef.current = true;
    setPending(true);
    try {
      await onSend(await prepare());
      return true;
    } catch (error) {
      const reason = errorText(error);
      if (reason) void message.error(reason);
      return false;
    } finally {
      pendingRef.current = false;
      setPending(false);
    }
  };

  const sendText = async () => {
    if (disabled || pendingRef.current) return;
    if (isBlankChatText(text)) {
      void message.warning(t('composer.blank'));
      return;
    }
    if (length > CHAT_TEXT_MAX) {
      void message.warning(t('composer.tooLong'));
      return;
    }
    const sent = await run(() =>
      Promise.resolve({ content_type: CHAT_CONTENT_TYPE.text, message: text }),
    );
    if (sent) setText('');
    textAreaRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter') return;
    const native = event.nativeEvent;
    const composing = composingRef.current || native.isComposing;
    if (!isSendKey({ ...event, isComposing: composing, keyCode: native.keyCode })) {
      // Ctrl/Alt/Meta+Enter neither send nor insert; Shift+Enter inserts a line break.
      if (!composing && !event.shiftKey) event.preventDefault();
      return;
    }
    event.preventDefault();
    void sendText();
  };

  const insertEmoji = (code: string) => {
    const area = textAreaRef.current?.resizableTextArea?.textArea;
    const start = area?.selectionStart ?? text.length;
    const end = area?.selectionEnd ?? text.length;
    const next = text.slice(0, start) + code + text.slice(end);
    setText(next);
    requestAnimationFrame(() => {
      if (!area) return;
      area.focus();
      area.setSelectionRange(start + code.length, start + code.length);
    });
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || pendingRef.current || disabled) return;
    if (!IMAGE_UPLOAD_ACCEPT.split(',').includes(file.type)) {
      void message.warning(t('composer.imageType'));
      return;
    }
    if (file.size > IMAGE_UPLOAD_MAX_MB * 1024 * 1024) {
      void message.warning(t('composer.imageTooBig', { mb: IMAGE_UPLOAD_MAX_MB }));
      return;
    }
    setProgress(0);
    await run(async () => {
      const { pic_path } = await uploadImage(uploadPath, file, setProgress);
      return { content_type: CHAT_CONTENT_TYPE.image, message: pic_path };
    });
    setProgress(null);
  };

  return (
    <div
      style={{
        borderTop: `1px solid ${palette.divider}`,
        padding: '6px 12px 10px',
        background: palette.white,
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 4, marginBottom: 4 }}>
        <EmojiPicker onPick={insertEmoji} disabled={locked} />
        <Tooltip title={t('composer.image')}>
          <Button
            type="text"
            aria-label={t('composer.image')}
            icon={<PictureOutlined style={{ fontSize: 18 }} />}
            disabled={locked}
            onClick={() => fileRef.current?.click()}
          />
        </Tooltip>
        <input
          ref={fileRef}
          type="file"
          accept={IMAGE_UPLOAD_ACCEPT}
          data-testid="chat-image-input"
          style={{ display: 'none' }}
          onChange={(event) => void onFile(event)}
        />
        {progress !== null && (
          <Progress
            data-testid="chat-upload-progress"
            aria-label={t('composer.uploading')}
            percent={progress}
            size="small"
            style={{ width: 160, margin: '0 0 0 8px' }}
          />
        )}
      </div>
      <Input.TextArea
        ref={textAreaRef}
        data-testid="chat-input"
        aria-label={t('composer.label')}
        placeholder={t('composer.placeholder')}
        value={text}
        disabled={disabled}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        onCompositionStart={() => (composingRef.current = true)}
        onCompositionEnd={() => (composingRef.current = false)}
        rows={3}
        variant="borderless"
        style={{ padding: '4px 0', resize: 'none' }}
      />
      <div style={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', gap: 12 }}>
        <span
          data-testid="chat-counter"
          style={{
            color: length > CHAT_TEXT_MAX ? palette.error : palette.textMuted,
            fontSize: 12,
          }}
        >
          {length}/{CHAT_TEXT_MAX}
        </span>
        <Button
          type="primary"
          data-testid="chat-send"
          autoInsertSpace={false}
          loading={pending && progress === null}
          disabled={locked}
          onClick={() => void sendText()}
        >
          {t('composer.send')}
        </Button>
      </div>
    </div>
  );
}
