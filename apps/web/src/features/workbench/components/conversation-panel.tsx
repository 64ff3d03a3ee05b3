import { CHAT_STATUS, type WorkbenchSession } from '@shop/contracts/chat';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Avatar, Button, Popconfirm, Space, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatComposer, type ChatSendInput } from '@/features/chat/components/chat-composer';
import { ChatMessageList } from '@/features/chat/components/chat-message-list';
import { palette } from '@/app/theme';
import { acceptWorkbenchSession } from '../api/accept-workbench-session';
import { endWorkbenchSession } from '../api/end-workbench-session';
import { useWorkbenchDialogs } from '../api/get-workbench-dialogs';
import { workbenchSessionsKey } from '../api/get-workbench-sessions';
import { flattenDialogs } from '../lib/dialogs-cache';

const STATE_COLOR = { waiting: 'orange', active: 'green', ended: 'default' } as const;
const STATE_KEY = {
  waiting: 'conversation.stateWaiting',
  active: 'conversation.stateActive',
  ended: 'conversation.stateEnded',
} as const;

interface ConversationPanelProps {
  session: WorkbenchSession;
  /** Sends one message to this buyer (text, image, order card). */
  onSend: (input: ChatSendInput) => Promise<void>;
  /** Called after 接入 / 结束会话 with the state the conversation moved to. */
  onStateChange: (state: WorkbenchSession['state']) => void;
}

/**
 * The open conversation: buyer and state, 接入 for a waiting one, 结束会话 (confirmed), the
 * history with 查看更多消息, and the message box.
 */
export function ConversationPanel({ session, onSend, onStateChange }: ConversationPanelProps) {
  const { t } = useTranslation('workbench');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const dialogs = useWorkbenchDialogs(session.member_id);
  const messages = useMemo(() => flattenDialogs(dialogs.data), [dialogs.data]);
  const [busy, setBusy] = useState<'accept' | 'end' | null>(null);
  const name = session.nickname || session.username;

  const act = async (kind: 'accept' | 'end') => {
    setBusy(kind);
    try {
      if (kind === 'accept') await acceptWorkbenchSession(session.member_id);
      else await endWorkbenchSession(session.member_id);
      void message.success(t(kind === 'accept' ? 'conversation.accepted' : 'conversation.ended'));
      onStateChange(kind === 'accept' ? 'active' : 'ended');
    } catch (error) {
      if (error instanceof Error) void message.error(error.message);
    } finally {
      setBusy(null);
      void queryClient.invalidateQueries({ queryKey: workbenchSessionsKey });
    }
  };

  return (
    <div style={{ display: 'flex', flexDirection: 'column', height: '100%', minWidth: 0 }}>
      <div
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 10,
          padding: '10px 16px',
          borderBottom: `1px solid ${palette.dividerLight}`,
          background: palette.white,
        }}
      >
        <Avatar src={session.headimg || undefined}>{name.slice(0, 1)}</Avatar>
        <Typography.Text strong data-testid="workbench-conversation-name">
          {name}
        </Typography.Text>
        <Tag color={STATE_COLOR[session.state]} data-testid="workbench-conversation-state">
          {t(STATE_KEY[session.state])}
        </Tag>
        <div style={{ flex: 1 }} />
        <Space>
          {session.state === 'waiting' && (
            <Button
              type="primary"
              autoInsertSpace={false}
              data-testid="workbench-accept"
              loading={busy === 'accept'}
              onClick={() => void act('accept')}
            >
              {t('conversation.accept')}
            </Button>
          )}
          {session.state !== 'ended' && (
            <Popconfirm
              title={t('conversation.endConfirm')}
              onConfirm={() => act('end')}
              okButtonProps={{ 'data-testid': 'workbench-end-confirm' }}
            >
              <Button danger data-testid="workbench-end" loading={busy === 'end'}>
                {t('conversation.end')}
              </Button>
            </Popconfirm>
          )}
        </Space>
      </div>
      {session.state === 'waiting' && (
        <Alert type="warning" banner message={t('conversation.waitingHint')} />
      )}
      <div style={{ flex: 1, minHeight: 0 }}>
        <ChatMessageList
          messages={messages}
          viewer="servicer"
          hasMore={dialogs.hasNextPage}
          loadingMore={dialogs.isFetchingNextPage}
          onLoadMore={() => void dialogs.fetchNextPage()}
          noMore={dialogs.isSuccess && !dialogs.hasNextPage}
        />
      </div>
      <ChatComposer onSend={onSend} uploadPath="/servicer/api/workbench/chatimg" />
    </div>
  );
}

/** The conversation state a `session` socket event reports, as a tab name. */
export const stateOfStatus = (status: number): WorkbenchSession['state'] =>
  status === CHAT_STATUS.waiting ? 'waiting' : status === CHAT_STATUS.active ? 'active' : 'ended';
