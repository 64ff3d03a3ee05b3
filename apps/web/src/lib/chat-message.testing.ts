import type { ChatMessage } from '@shop/contracts/chat';

/** A buyer's text message of shop 1 for tests; `over` sets what a test is about. */
export const chatMessage = (over: Partial<ChatMessage> = {}): ChatMessage => ({
  id: 1,
  site_id: 1,
  member_id: 7,
  servicer_id: 0,
  type: 0,
  content_type: 0,
  consumer_say: '',
  servicer_say: '',
  goods_sku_id: 0,
  order_id: 0,
  goods: null,
  order: null,
  nickname: '买家',
  avatar: '',
  logo: '',
  shop_name: '店',
  create_day: '2026-11-22',
  create_time: 0,
  client_msg_id: null,
  ...over,
});
