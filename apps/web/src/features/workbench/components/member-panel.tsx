import type { ChatOrderCard, WorkbenchMember } from '@shop/contracts/chat';
import { shopDateTime } from '@shop/web-kit/shop-time';
import { formatYuan } from '@shop/web-kit/money';
import { Avatar, Button, Descriptions, Empty, Image, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/query-state';
import { palette, radius } from '@/app/theme';
import { useWorkbenchMember } from '../api/get-workbench-member';

interface MemberPanelProps {
  memberId: number;
  /** Sends an order of this buyer as an order card. */
  onSendOrder: (orderId: number) => Promise<void>;
}

function OrderRow({
  order,
  onSend,
}: {
  order: ChatOrderCard;
  onSend: (orderId: number) => Promise<void>;
}) {
  const { t } = useTranslation('workbench');
  const [sending, setSending] = useState(false);
  const send = async () => {
    setSending(true);
    try {
      await onSend(order.order_id);
    } finally {
      setSending(false);
    }
  };
  return (
    <div
      data-testid={`workbench-order-${order.order_id}`}
      style={{
        display: 'flex',
        gap: 10,
        padding: '10px 0',
        borderBottom: `1px solid ${palette.fill}`,
      }}
    >
      <Image
        src={order.sku_image || undefined}
        width={48}
        height={48}
        preview={false}
        style={{ objectFit: 'cover', borderRadius: radius.md, background: palette.fill }}
        alt=""
      />
      <div style={{ flex: 1, minWidth: 0, fontSize: 12 }}>
        <Typography.Text ellipsis style={{ display: 'block', fontSize: 13 }}>
          {order.order_name}
        </Typography.Text>
        <div style={{ color: palette.textTertiary }}>
          {t('member.orderNo', { no: order.order_no })}
        </div>
        <div style={{ color: palette.textTertiary }}>{shopDateTime(order.create_time * 1000)}</div>
        <div
          style={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            columnGap: 8,
            marginTop: 2,
            whiteSpace: 'nowrap',
          }}
        >
          <span style={{ color: palette.error }}>{formatYuan(order.order_money)}</span>
          <span style={{ color: palette.textTertiary }}>
            {t('member.orderGoods', { count: order.goods_num })}
          </span>
          <span style={{ color: palette.blue }}>{order.order_status_name}</span>
        </div>
        <Button
          size="small"
          style={{ marginTop: 4 }}
          loading={sending}
          data-testid={`workbench-send-order-${order.order_id}`}
          onClick={() => void send()}
        >
          {t('member.sendOrder')}
        </Button>
      </div>
    </div>
  );
}

/** The buyer of the open conversation: who they are and their recent orders with this shop. */
export function MemberPanel({ memberId, onSendOrder }: MemberPanelProps) {
  const member = useWorkbenchMember(memberId);
  return (
    <QueryState query={member} rows={8} style={{ padding: 16 }}>
      {(buyer) => <BuyerView buyer={buyer} onSendOrder={onSendOrder} />}
    </QueryState>
  );
}

function BuyerView({
  buyer,
  onSendOrder,
}: {
  buyer: WorkbenchMember;
  onSendOrder: MemberPanelProps['onSendOrder'];
}) {
  const { t } = useTranslation('workbench');
  const name = buyer.nickname || buyer.username;
  return (
    <div style={{ padding: 16 }}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 12, marginBottom: 12 }}>
        <Avatar src={buyer.headimg || undefined} size={48}>
          {name.slice(0, 1)}
        </Avatar>
        <Typography.Text strong style={{ fontSize: 15 }}>
          {name}
        </Typography.Text>
      </div>
      <Descriptions column={1} size="small">
        <Descriptions.Item label={t('member.username')}>{buyer.username}</Descriptions.Item>
        <Descriptions.Item label={t('member.label')}>
          {buyer.label_name || t('member.none')}
        </Descriptions.Item>
        <Descriptions.Item label={t('member.level')}>
          {buyer.level_name || t('member.none')}
        </Descriptions.Item>
      </Descriptions>
      <Typography.Title level={5} style={{ margin: '12px 0 0' }}>
        {t('member.orders')}
      </Typography.Title>
      {buyer.recent_orders.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('member.noOrders')} />
      ) : (
        buyer.recent_orders.map((order) => (
          <OrderRow key={order.order_id} order={order} onSend={onSendOrder} />
        ))
      )}
    </div>
  );
}
