import type { ChatMessage } from '@shop/contracts/chat';
import { shopDateTime } from '@shop/web-kit/shop-time';
import { Avatar, Button, Divider, Empty } from 'antd';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { palette } from '@/app/theme';
import { isOwnMessage } from '../lib/merge-messages';
import { ChatMessageBody } from './chat-message-body';

export interface ChatMessageListProps {
  /** Sorted by id, oldest first. */
  messages: readonly ChatMessage[];
  /** Whose view it is: own messages (buyer's for a member, staff's for a servicer) sit right. */
  viewer: 'member' | 'servicer';
  /** Older history exists: shows 查看更多消息. */
  hasMore: boolean;
  loadingMore?: boolean;
  onLoadMore: () => void;
  /** Everything is loaded: shows 没有聊天记录了. */
  noMore: boolean;
}

/** The sender's name and picture: the buyer's own, a servicer's, or the shop's (auto reply). */
function senderOf(message: ChatMessage) {
  if (message.type === 0) return { name: message.nickname, avatar: message.avatar };
  return {
    name: message.nickname || message.shop_name,
    avatar: message.avatar || message.logo,
  };
}

/**
 * The messages of one conversation (buyer dialog and workbench): a day separator where the
 * shop's day changes, avatar, name and time over each bubble, own messages on the right. Keeps
 * the view at the bottom when a message arrives and in place when older history is prepended.
 */
export function ChatMessageList({
  messages,
  viewer,
  hasMore,
  loadingMore = false,
  onLoadMore,
  noMore,
}: ChatMessageListProps) {
  const { t } = useTranslation('chat');
  const boxRef = useRef<HTMLDivElement>(null);
  const seen = useRef({ first: 0, last: 0, height: 0 });

  useLayoutEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const first = messages[0]?.id ?? 0;
    const last = messages.at(-1)?.id ?? 0;
    const before = seen.current;
    if (last !== before.last) box.scrollTop = box.scrollHeight;
    else if (first !== before.first) box.scrollTop += box.scrollHeight - before.height;
    seen.current = { first, last, height: box.scrollHeight };
  }, [messages]);

  return (
    <div
      ref={boxRef}
      role="log"
      aria-label={t('list.label')}
      style={{ height: '100%', overflowY: 'auto', padding: '8px 16px', background: palette.fill }}
    >
      <div
        style={{ textAlign: 'center', margin: '4px 0 8px', fontSize: 12, color: palette.textMuted }}
      >
        {hasMore ? (
          <Button
            type="link"
            size="small"
            data-testid="chat-load-more"
            loading={loadingMore}
            onClick={onLoadMore}
          >
            {t('list.loadMore')}
          </Button>
        ) : noMore && messages.length > 0 ? (
          <span data-testid="chat-no-more">{t('list.noMore')}</span>
        ) : null}
      </div>
      {messages.length === 0 && !hasMore && (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('list.empty')} />
      )}
      {messages.map((message, index) => {
        const own = isOwnMessage(message, viewer);
        const sender = senderOf(message);
        const newDay = index === 0 || messages[index - 1]?.create_day !== message.create_day;
        return (
          <div key={message.id}>
            {newDay && (
              <Divider plain style={{ fontSize: 12, color: palette.textMuted, margin: '8px 0' }}>
                {message.create_day}
              </Divider>
            )}
            <div
              data-testid="chat-message"
              data-id={message.id}
              data-own={own ? '1' : '0'}
              style={{
                display: 'flex',
                flexDirection: own ? 'row-reverse' : 'row',
                alignItems: 'flex-start',
                gap: 8,
                margin: '10px 0',
              }}
            >
              <Avatar src={sender.avatar || undefined} size={36}>
                {sender.name.slice(0, 1)}
              </Avatar>
              <div
                style={{
                  maxWidth: '70%',
                  display: 'flex',
                  flexDirection: 'column',
                  alignItems: own ? 'flex-end' : 'flex-start',
                }}
              >
                <div style={{ fontSize: 12, color: palette.textMuted, marginBottom: 4 }}>
                  {message.type === 2 ? `${sender.name} · ${t('list.robot')}` : sender.name}{' '}
                  {shopDateTime(message.create_time * 1000).slice(11)}
                </div>
                <ChatMessageBody message={message} own={own} />
              </div>
            </div>
          </div>
        );
      })}
    </div>
  );
}
