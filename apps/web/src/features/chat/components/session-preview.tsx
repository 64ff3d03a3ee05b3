import type { ChatMessage } from '@shop/contracts/chat';
import { useTranslation } from 'react-i18next';
import { messagePreview } from '../lib/message-preview';
import { ChatText } from './chat-text';

/** A session's last message in one line: its text with emoji drawn, or [图片] / [商品] / [订单]. */
export function SessionPreview({ message }: { message: ChatMessage | null }) {
  const { t } = useTranslation('chat');
  const preview = messagePreview(message);
  return preview.kind === 'text' ? (
    <ChatText text={preview.text} emojiSize={14} singleLine />
  ) : (
    <>{t(preview.key)}</>
  );
}
