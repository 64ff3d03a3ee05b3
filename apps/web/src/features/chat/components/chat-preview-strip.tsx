import { formatYuan } from '@shop/web-kit/money';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { palette, radius } from '@/app/theme';
import type { ChatGoodsPreview, ChatOrderPreview } from '../lib/chat-launcher';

interface ChatPreviewStripProps {
  goods?: ChatGoodsPreview;
  order?: ChatOrderPreview;
  disabled: boolean;
  onSendGoods: (skuId: number) => void;
  onSendOrder: (orderId: number) => void;
}

/** What the buyer came to ask about (goods or order page) with a button sending it as a card. */
export function ChatPreviewStrip({
  goods,
  order,
  disabled,
  onSendGoods,
  onSendOrder,
}: ChatPreviewStripProps) {
  const { t } = useTranslation('chat');
  if (!goods && !order) return null;
  const image = goods?.sku_image ?? order?.sku_image ?? '';
  return (
    <section
      aria-label={goods ? t('dialog.previewGoods') : t('dialog.previewOrder')}
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 12,
        margin: '0 12px 8px',
        padding: 8,
        background: palette.white,
        border: `1px solid ${palette.dividerLight}`,
        borderRadius: radius.lg,
      }}
    >
      {image && <img src={image} alt="" width={48} height={48} style={{ objectFit: 'cover' }} />}
      <div style={{ flex: 1, minWidth: 0, fontSize: 13 }}>
        <div style={{ color: palette.textMuted, fontSize: 12 }}>
          {goods ? t('dialog.previewGoods') : t('dialog.previewOrder')}
        </div>
        {goods ? (
          <>
            <div style={oneLine}>{goods.sku_name}</div>
            {goods.price && <div style={{ color: palette.error }}>{formatYuan(goods.price)}</div>}
          </>
        ) : order ? (
          <>
            <div style={oneLine}>{t('dialog.orderNo', { no: order.order_no })}</div>
            <div style={{ color: palette.error }}>
              {t('dialog.orderMoney', { money: order.order_money })}
            </div>
          </>
        ) : null}
      </div>
      {goods ? (
        <Button
          size="small"
          data-testid="chat-send-goods"
          disabled={disabled}
          onClick={() => onSendGoods(goods.sku_id)}
        >
          {t('dialog.sendGoods')}
        </Button>
      ) : order ? (
        <Button
          size="small"
          data-testid="chat-send-order"
          disabled={disabled}
          onClick={() => onSendOrder(order.order_id)}
        >
          {t('dialog.sendOrder')}
        </Button>
      ) : null}
    </section>
  );
}

const oneLine = {
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  color: palette.text,
} as const;
