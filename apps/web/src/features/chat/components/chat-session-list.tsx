import type { ChatShopSession } from '@shop/contracts/chat';
import { Avatar, Empty, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { palette, radius } from '@/app/theme';
import { SessionPreview } from './session-preview';
import { UnreadCount } from './unread-count';

interface ChatSessionListProps {
  sessions: readonly ChatShopSession[];
  loading: boolean;
  activeSiteId: number;
  onSelect: (siteId: number) => void;
}

/** The shops the buyer talks with: logo with an online dot, name, last message, unread count. */
export function ChatSessionList({
  sessions,
  loading,
  activeSiteId,
  onSelect,
}: ChatSessionListProps) {
  const { t } = useTranslation('chat');
  return (
    <nav
      aria-label={t('dialog.sessions')}
      style={{
        width: 240,
        flex: 'none',
        borderRight: `1px solid ${palette.divider}`,
        overflowY: 'auto',
      }}
    >
      <div style={{ padding: '12px 16px', fontWeight: 600, color: palette.text }}>
        {t('dialog.sessions')}
      </div>
      {loading && <Spin style={{ display: 'block', margin: '24px auto' }} />}
      {!loading && sessions.length === 0 && (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dialog.noSessions')} />
      )}
      {sessions.map((session) => {
        const active = session.site_id === activeSiteId;
        return (
          <button
            key={session.site_id}
            type="button"
            data-testid={`chat-session-${session.site_id}`}
            aria-current={active ? 'true' : undefined}
            onClick={() => onSelect(session.site_id)}
            style={{
              display: 'flex',
              alignItems: 'center',
              gap: 10,
              width: '100%',
              padding: '10px 16px',
              border: 0,
              borderLeft: `3px solid ${active ? palette.brand : 'transparent'}`,
              background: active ? palette.brandLight : 'transparent',
              cursor: 'pointer',
              textAlign: 'left',
            }}
          >
            <span style={{ position: 'relative', flex: 'none' }}>
              <Avatar src={session.logo || undefined} size={40} shape="square">
                {session.shop_name.slice(0, 1)}
              </Avatar>
              <span
                role="img"
                aria-label={session.online ? t('dialog.online') : t('dialog.offline')}
                style={{
                  position: 'absolute',
                  right: -2,
                  bottom: -2,
                  width: 10,
                  height: 10,
                  borderRadius: radius.round,
                  border: `2px solid ${palette.white}`,
                  background: session.online ? palette.success : palette.textFaint,
                }}
              />
            </span>
            <span style={{ flex: 1, minWidth: 0 }}>
              <span style={ellipsis}>{session.shop_name}</span>
              <span style={{ ...ellipsis, fontSize: 12, color: palette.textMuted }}>
                <SessionPreview message={session.last_message} />
              </span>
            </span>
            <UnreadCount
              count={session.unread}
              testId={`chat-unread-${session.site_id}`}
              label={t('dialog.unread', { count: session.unread })}
            />
          </button>
        );
      })}
    </nav>
  );
}

const ellipsis = {
  display: 'block',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  color: palette.text,
} as const;
