import { CHAT_CONTENT_TYPE, type ChatMessage } from '@shop/contracts/chat';
import { shopDate, shopDateTime } from '@shop/web-kit/shop-time';

/** A session's last message in one line: its text (emoji drawn by ChatText) or a label key. */
export type MessagePreview = { kind: 'text'; text: string } | { kind: 'label'; key: string };

/** The words of a message: the buyer's in `consumer_say`, staff and robot in `servicer_say`. */
export const messageText = (message: ChatMessage): string =>
  message.type === 0 ? message.consumer_say : message.servicer_say;

/**
 * What a session list shows of a last message: text messages as their text with line breaks
 * folded to spaces, the others as [图片] / [商品] / [订单] (chat locale keys).
 */
export function messagePreview(message: ChatMessage | null): MessagePreview {
  if (!message) return { kind: 'label', key: 'chat:preview.none' };
  switch (message.content_type) {
    case CHAT_CONTENT_TYPE.text:
      return { kind: 'text', text: messageText(message).replace(/\s+/g, ' ').trim() };
    case CHAT_CONTENT_TYPE.goods:
      return { kind: 'label', key: 'chat:preview.goods' };
    case CHAT_CONTENT_TYPE.order:
      return { kind: 'label', key: 'chat:preview.order' };
    default:
      return { kind: 'label', key: 'chat:preview.image' };
  }
}

/**
 * The time beside a session, in shop time: "14:05" for today, "11-20" for an earlier day of
 * this year, "2025-11-20" for an older year. `createTime` in Unix seconds, `nowMs` in ms.
 */
export function sessionTime(createTime: number, nowMs: number): string {
  const at = createTime * 1000;
  const day = shopDate(at);
  const today = shopDate(nowMs);
  if (day === today) return shopDateTime(at).slice(11);
  return day.slice(0, 4) === today.slice(0, 4) ? day.slice(5) : day;
}
