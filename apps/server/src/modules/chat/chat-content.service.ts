import { CHAT_CONTENT_TYPE, chatSayProblem, type ChatContentType } from '@shop/contracts/chat';
import type { DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Lang, MessageKey } from '../../lib/i18n/translate';
import { isStoredImage } from '../../lib/upload/image-store';
import { skuPriceSeenBy } from '../pricing';
import type { StoredGoodsCard, StoredOrderCard } from './chat-card';
import { findGoodsCard, findOrderCard } from './chat-card.repository';

/** The kind of stored images a chat may send (`/upload/chat/...`). */
export const CHAT_UPLOAD_KIND = 'chat';

/** The message fields of a buyer's or servicer's `say`. */
export type ChatSayContent = {
  content_type: number;
  message?: string | undefined;
  goods_id?: number | undefined;
  order_id?: number | undefined;
};

/** A checked message, ready for appendChatMessage. */
export type ResolvedChatContent = {
  contentType: ChatContentType;
  content: string;
  goodsSkuId: number | null;
  orderId: number | null;
  card: StoredGoodsCard | StoredOrderCard | null;
};

const PROBLEM_KEYS: Record<NonNullable<ReturnType<typeof chatSayProblem>>, MessageKey> = {
  blank: 'chat.text_blank',
  too_long: 'chat.text_too_long',
  goods_required: 'chat.goods_required',
  order_required: 'chat.order_required',
  image_invalid: 'chat.image_invalid',
};

/**
 * Checks a message of the chat between `scope.memberId` and the shop `scope.siteId` and builds
 * what is stored: text within the limits; a goods card of the shop's SKU on sale at the price that
 * member sees (whoever sends it); an order card of
 * that member's order at that shop; an image this server stored for the chat. Throws AppError.
 */
export async function resolveChatContent(
  db: DbExecutor,
  uploadDir: string,
  body: ChatSayContent,
  scope: { memberId: number; siteId: number },
  lang: Lang,
): Promise<ResolvedChatContent> {
  void lang;
  const problem = chatSayProblem(body);
  if (problem) throw new AppError(PROBLEM_KEYS[problem], { max: 150 });
  const none = { goodsSkuId: null, orderId: null, card: null };
  switch (body.content_type) {
    case CHAT_CONTENT_TYPE.text:
      return { contentType: CHAT_CONTENT_TYPE.text, content: body.message ?? '', ...none };
    case CHAT_CONTENT_TYPE.goods: {
      const found = await findGoodsCard(db, body.goods_id ?? 0, scope.siteId);
      if (!found) throw new AppError('chat.goods_invalid');
      const { priceFen, memberPriceFen, ...rest } = found;
      // The price the chat's buyer sees on the goods page now, kept with the message, so the
      // servicer reads what the buyer saw; none when the buyer may not see prices (spec §6).
      const card: StoredGoodsCard = {
        ...rest,
        price_fen: await skuPriceSeenBy(db, scope.memberId, {
          skuId: rest.sku_id,
          goodsId: rest.goods_id,
          priceFen,
          memberPriceFen,
        }),
      };
      return {
        contentType: CHAT_CONTENT_TYPE.goods,
        content: '',
        goodsSkuId: card.sku_id,
        orderId: null,
        card,
      };
    }
    case CHAT_CONTENT_TYPE.order: {
      const card = await findOrderCard(db, body.order_id ?? 0, scope);
      if (!card) throw new AppError('chat.order_invalid');
      return {
        contentType: CHAT_CONTENT_TYPE.order,
        content: '',
        goodsSkuId: null,
        orderId: card.order_id,
        card,
      };
    }
    default: {
      const path = body.message ?? '';
      if (!(await isStoredImage(uploadDir, CHAT_UPLOAD_KIND, path)))
        throw new AppError('chat.image_invalid');
      return { contentType: CHAT_CONTENT_TYPE.image, content: path, ...none };
    }
  }
}
