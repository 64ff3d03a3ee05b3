import { CHAT_CONTENT_TYPE, type ChatShopSession } from '@shop/contracts/chat';
import { Alert, App, Avatar, Button, Empty, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { palette } from '@/app/theme';
import type { ChatOpenRequest } from '../lib/chat-launcher';
import type { ChatHistory } from '../lib/use-chat-history';
import type { ChatSocketState } from '@/lib/use-chat-socket';
import { ChatComposer, type ChatSendInput } from './chat-composer';
import { ChatKeywordChips } from './chat-keyword-chips';
import { ChatMessageList } from './chat-message-list';
import { ChatPreviewStrip } from './chat-preview-strip';

interface ChatConversationProps {
  session: ChatShopSession | null;
  history: ChatHistory;
  online: boolean | null;
  socket: ChatSocketState;
  request: ChatOpenRequest | null;
  onSend: (input: ChatSendInput) => Promise<void>;
}

/** The right side of the dialog: shop and service status, messages, keywords, preview, box. */
export function ChatConversation({
  session,
  history,
  online,
  socket,
  request,
  onSend,
}: ChatConversationProps) {
  const { t } = useTranslation('chat');
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  if (!session)
    return (
      <div style={{ flex: 1, display: 'grid', placeItems: 'center' }}>
        <Empty description={t('dialog.pickShop')} />
      </div>
    );
  const closed = socket.closeReason !== null;

  /** Sends from outside the composer (preview card, keyword): errors as a toast. */
  const sendOther = (input: ChatSendInput) => {
    if (busy) return;
    setBusy(true);
    onSend(input)
      .catch((error: unknown) => {
        if (error instanceof Error && error.message) void message.error(error.message);
      })
      .finally(() => setBusy(false));
  };
  const forThisShop = request?.siteId === session.site_id;
  const status =
    online === null && !closed
      ? t('dialog.connecting')
      : online
        ? t('dialog.online')
        : t('dialog.offline');

  return (
    <section
      aria-label={session.shop_name}
      style={{
        flex: 1,
        minWidth: 0,
        display: 'flex',
        flexDirection: 'column',
        background: palette.fill,
      }}
    >
      <header
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 10,
          padding: '10px 56px 10px 16px',
          background: palette.white,
          borderBottom: `1px solid ${palette.divider}`,
        }}
      >
        <Avatar src={session.logo || undefined} size={32} shape="square">
          {session.shop_name.slice(0, 1)}
        </Avatar>
        <strong style={{ fontSize: 15, color: palette.text }}>{session.shop_name}</strong>
        <span
          data-testid="chat-status"
          style={{ fontSize: 12, color: online ? palette.success : palette.textMuted }}
        >
          {status}
        </span>
      </header>
      {closed && (
        <Alert
          type="warning"
          showIcon
          banner
          message={t('dialog.disconnected')}
          action={
            <Button size="small" data-testid="chat-reconnect" onClick={socket.reconnect}>
              {t('dialog.reconnect')}
            </Button>
          }
        />
      )}
      <div style={{ flex: 1, minHeight: 0 }}>
        {history.loading ? (
          <Spin style={{ display: 'block', margin: '80px auto' }} />
        ) : (
          <ChatMessageList
            messages={history.messages}
            viewer="member"
            hasMore={history.hasMore}
            loadingMore={history.loadingMore}
            onLoadMore={history.loadMore}
            noMore={history.noMore}
          />
        )}
      </div>
      <ChatKeywordChips
        siteId={session.site_id}
        visible={online === false}
        disabled={busy || closed}
        onPick={(keyword) => sendOther({ content_type: CHAT_CONTENT_TYPE.text, message: keyword })}
      />
      {forThisShop && (
        <ChatPreviewStrip
          goods={request.goods}
          order={request.order}
          disabled={busy || closed}
          onSendGoods={(skuId) =>
            sendOther({ content_type: CHAT_CONTENT_TYPE.goods, goods_id: skuId })
          }
          onSendOrder={(orderId) =>
            sendOther({ content_type: CHAT_CONTENT_TYPE.order, order_id: orderId })
          }
        />
      )}
      <ChatComposer onSend={onSend} disabled={closed} />
    </section>
  );
}
