import type { ChatGoodsCard, ChatOrderCard } from '@shop/contracts/chat';
import { fenToYuan } from '@shop/contracts/money';
import { z } from 'zod';
import type { Lang } from '../../lib/i18n/translate';
import { orderStatusName } from '../order';

/**
 * The goods and order cards as stored in `chat_message.card` (jsonb): money in fen and the order
 * status as its code, so the wire view formats money and names the status in the reader's language.
 */
export const StoredGoodsCardSchema = z.object({
  kind: z.literal('goods'),
  goods_id: z.number().int(),
  sku_id: z.number().int(),
  sku_name: z.string(),
  sku_image: z.string(),
  /** The unit price the buyer saw when the card was sent; null when the buyer may not see it. */
  price_fen: z.number().int().nullable(),
  spec_name: z.string(),
});
export type StoredGoodsCard = z.infer<typeof StoredGoodsCardSchema>;

export const StoredOrderCardSchema = z.object({
  kind: z.literal('order'),
  order_id: z.number().int(),
  order_no: z.string(),
  order_name: z.string(),
  order_status: z.number().int(),
  order_money_fen: z.number().int(),
  goods_num: z.number().int(),
  sku_image: z.string(),
  create_time: z.number().int(),
});
export type StoredOrderCard = z.infer<typeof StoredOrderCardSchema>;

/** The goods card of a stored snapshot; null when the snapshot is not a goods card. */
export function goodsCardView(card: unknown): ChatGoodsCard | null {
  const parsed = StoredGoodsCardSchema.safeParse(card);
  if (!parsed.success) return null;
  const { kind: _kind, price_fen, ...rest } = parsed.data;
  return price_fen === null ? rest : { ...rest, price: fenToYuan(price_fen) };
}

/** The order card of a stored snapshot, its status named in `lang`; null when not an order card. */
export function orderCardView(card: unknown, lang: Lang): ChatOrderCard | null {
  const parsed = StoredOrderCardSchema.safeParse(card);
  if (!parsed.success) return null;
  const { kind: _kind, order_status, order_money_fen, ...rest } = parsed.data;
  return {
    ...rest,
    order_status_name: orderStatusName(lang, order_status),
    order_money: fenToYuan(order_money_fen),
  };
}
