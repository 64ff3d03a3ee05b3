import type { WorkbenchSession } from '@shop/contracts/chat';
import { Avatar, Typography } from 'antd';
import type { CSSProperties, KeyboardEvent } from 'react';
import { SessionPreview } from '@/features/chat/components/session-preview';
import { UnreadCount } from '@/features/chat/components/unread-count';
import { sessionTime } from '@/features/chat/lib/message-preview';
import { palette } from '@/app/theme';

const oneLine: CSSProperties = {
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
  fontSize: 12,
  color: palette.textTertiary,
};

interface SessionItemProps {
  session: WorkbenchSession;
  selected: boolean;
  nowMs: number;
  onSelect: (session: WorkbenchSession) => void;
}

/** One conversation in a tab: buyer, last message in one line, its time, unread count. */
export function SessionItem({ session, selected, nowMs, onSelect }: SessionItemProps) {
  const name = session.nickname || session.username;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onSelect(session);
  };
  return (
    <div
      role="button"
      tabIndex={0}
      aria-pressed={selected}
      data-testid={`workbench-session-${session.member_id}`}
      onClick={() => onSelect(session)}
      onKeyDown={onKeyDown}
      style={{
        display: 'flex',
        gap: 10,
        padding: '10px 14px',
        cursor: 'pointer',
        background: selected ? palette.blueWash : undefined,
        borderLeft: `3px solid ${selected ? palette.blue : 'transparent'}`,
      }}
    >
      <Avatar src={session.headimg || undefined} size={40} style={{ flex: 'none' }}>
        {name.slice(0, 1)}
      </Avatar>
      <div style={{ flex: 1, minWidth: 0 }}>
        <div style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
          <Typography.Text strong ellipsis style={{ flex: 1, minWidth: 0 }}>
            {name}
          </Typography.Text>
          {session.last_message && (
            <span style={{ fontSize: 12, color: palette.textFaint, flex: 'none' }}>
              {sessionTime(session.last_message.create_time, nowMs)}
            </span>
          )}
        </div>
        <div style={{ display: 'flex', alignItems: 'center', gap: 6, marginTop: 2 }}>
          <div style={{ ...oneLine, flex: 1, minWidth: 0 }}>
            <SessionPreview message={session.last_message} />
          </div>
          <UnreadCount count={session.unread} testId={`workbench-unread-${session.member_id}`} />
        </div>
      </div>
    </div>
  );
}
