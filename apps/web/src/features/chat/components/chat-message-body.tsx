import { CHAT_CONTENT_TYPE, type ChatMessage } from '@shop/contracts/chat';
import { formatYuan } from '@shop/web-kit/money';
import { Image } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { palette, radius } from '@/app/theme';
import { ChatText } from './chat-text';

const bubble = (own: boolean): CSSProperties => ({
  padding: '8px 12px',
  borderRadius: radius.lg,
  background: own ? palette.chatOwn : palette.white,
  border: own ? 'none' : `1px solid ${palette.divider}`,
  fontSize: 14,
  lineHeight: 1.6,
  wordBreak: 'break-word',
});

const card: CSSProperties = {
  display: 'flex',
  gap: 10,
  width: 280,
  padding: 10,
  background: palette.white,
  border: `1px solid ${palette.divider}`,
  borderRadius: radius.lg,
  color: 'inherit',
  textDecoration: 'none',
};

const clamp: CSSProperties = {
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  fontSize: 13,
  color: palette.text,
};

/** The content of one message: text with emoji, a picture, or a goods or order card. */
export function ChatMessageBody({ message, own }: { message: ChatMessage; own: boolean }) {
  const { t } = useTranslation('chat');
  const said = message.type === 0 ? message.consumer_say : message.servicer_say;
  if (message.content_type === CHAT_CONTENT_TYPE.image)
    return (
      <Image
        src={said}
        alt={t('list.imageAlt')}
        width={160}
        style={{
          maxHeight: 240,
          objectFit: 'contain',
          borderRadius: radius.lg,
          background: palette.white,
        }}
      />
    );
  if (message.content_type === CHAT_CONTENT_TYPE.goods && message.goods) {
    const goods = message.goods;
    return (
      <Link
        to={`/sku-${goods.sku_id}`} // spec §2 goods detail path (features do not import each other)
        target="_blank"
        data-testid="chat-goods-card"
        style={card}
      >
        <img src={goods.sku_image} alt="" width={64} height={64} style={{ objectFit: 'cover' }} />
        <div style={{ minWidth: 0, flex: 1 }}>
          <div style={clamp}>{goods.sku_name}</div>
          {goods.spec_name && (
            <div style={{ fontSize: 12, color: palette.textMuted, marginTop: 2 }}>
              {goods.spec_name}
            </div>
          )}
          {goods.price !== undefined && (
            <div style={{ color: palette.error, marginTop: 4, fontWeight: 600 }}>
              {formatYuan(goods.price)}
            </div>
          )}
        </div>
      </Link>
    );
  }
  if (message.content_type === CHAT_CONTENT_TYPE.order && message.order) {
    const order = message.order;
    return (
      <Link
        to={`/member/order_detail?order_id=${order.order_id}`}
        target="_blank"
        data-testid="chat-order-card"
        style={{ ...card, flexDirection: 'column', gap: 6 }}
      >
        <div
          style={{
            fontSize: 12,
            color: palette.textMuted,
            display: 'flex',
            justifyContent: 'space-between',
          }}
        >
          <span>{t('list.orderNo', { no: order.order_no })}</span>
          <span style={{ color: palette.amber }}>{order.order_status_name}</span>
        </div>
        <div style={{ display: 'flex', gap: 10 }}>
          <img src={order.sku_image} alt="" width={52} height={52} style={{ objectFit: 'cover' }} />
          <div style={{ minWidth: 0, flex: 1 }}>
            <div style={clamp}>{order.order_name}</div>
            <div style={{ fontSize: 12, color: palette.textMuted, marginTop: 2 }}>
              {t('list.orderGoods', { count: order.goods_num })}
              <span style={{ color: palette.error, marginLeft: 8, fontWeight: 600 }}>
                {formatYuan(order.order_money)}
              </span>
            </div>
          </div>
        </div>
      </Link>
    );
  }
  return (
    <div style={bubble(own)}>
      <ChatText text={said} />
    </div>
  );
}
