import {
  CHAT_CONTENT_TYPE,
  CHAT_SENDER,
  type ChatContentType,
  type ChatMessage,
} from '@shop/contracts/chat';
import type { DbExecutor } from '../../db/client';
import { translate, type Lang } from '../../lib/i18n/translate';
import { getDefaultImages } from '../settings';
import { goodsCardView, orderCardView } from './chat-card';
import type { ChatMessageRow } from './chat-message.repository';

/** The shop's date (Asia/Shanghai, UTC+8, no daylight saving) of a moment, YYYY-MM-DD. */
export const shopDay = (at: Date) =>
  new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

type Fallbacks = { headimg: string; shopImg: string };

const asContentType = (value: number): ChatContentType =>
  value === 1 || value === 2 || value === 3 ? value : CHAT_CONTENT_TYPE.text;

/**
 * The wire view of one stored message (spec §3): who wrote it (the member, the staff member, or
 * the shop's automatic reply under a locale name with the shop logo), the text or image path in
 * `consumer_say` for a buyer's message and in `servicer_say` otherwise, and the card of a goods
 * or order message. Times: `create_time` Unix seconds, `create_day` the shop's date.
 */
export function toChatMessage(row: ChatMessageRow, lang: Lang, fallbacks: Fallbacks): ChatMessage {
  const logo = row.shopLogo || fallbacks.shopImg;
  const byBuyer = row.type === CHAT_SENDER.consumer;
  const author =
    row.type === CHAT_SENDER.consumer
      ? { nickname: row.memberNickname ?? '', avatar: row.memberHeadimg || fallbacks.headimg }
      : row.type === CHAT_SENDER.servicer
        ? { nickname: row.staffNickname ?? '', avatar: row.staffHeadimg || fallbacks.headimg }
        : { nickname: translate(lang, 'chat.robot_name'), avatar: logo };
  const contentType = asContentType(row.contentType);
  return {
    id: row.messageId,
    site_id: row.siteId,
    member_id: row.memberId,
    servicer_id: row.servicerId,
    type: row.type,
    content_type: contentType,
    consumer_say: byBuyer ? row.content : '',
    servicer_say: byBuyer ? '' : row.content,
    goods_sku_id: row.goodsSkuId ?? 0,
    order_id: row.orderId ?? 0,
    goods: contentType === CHAT_CONTENT_TYPE.goods ? goodsCardView(row.card) : null,
    order: contentType === CHAT_CONTENT_TYPE.order ? orderCardView(row.card, lang) : null,
    ...author,
    logo,
    shop_name: row.shopName ?? '',
    create_day: shopDay(row.createdAt),
    create_time: Math.floor(row.createdAt.getTime() / 1000),
    client_msg_id: row.clientMsgId,
  };
}

/** Views of several rows, in the rows' order (the default pictures read once). */
export async function toChatMessages(
  db: DbExecutor,
  rows: ChatMessageRow[],
  lang: Lang,
): Promise<ChatMessage[]> {
  if (rows.length === 0) return [];
  const images = await getDefaultImages(db);
  const fallbacks = { headimg: images.default_headimg, shopImg: images.default_shop_img };
  return rows.map((row) => toChatMessage(row, lang, fallbacks));
}
