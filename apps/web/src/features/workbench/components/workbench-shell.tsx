import {
  CHAT_CONTENT_TYPE,
  type StaffInfo,
  type WorkbenchSession,
  type WorkbenchSessionState,
} from '@shop/contracts/chat';
import { useQueryClient } from '@tanstack/react-query';
import { App, Empty } from 'antd';
import { useCallback, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatSendInput } from '@/features/chat/components/chat-composer';
import { newClientMsgId } from '@/features/chat/lib/client-msg-id';
import { palette } from '@/app/theme';
import { workbenchSessionsKey } from '../api/get-workbench-sessions';
import { setWorkbenchRead } from '../api/set-workbench-read';
import { workbenchSayOnce } from '../api/workbench-say';
import { addMessageToDialogs } from '../lib/dialogs-cache';
import { useWorkbenchLive } from '../lib/use-workbench-live';
import { ConversationPanel, stateOfStatus } from './conversation-panel';
import { MemberPanel } from './member-panel';
import { SessionList } from './session-list';
import { WorkbenchTopBar } from './workbench-top-bar';

const column = (width: number): CSSProperties => ({
  width,
  flex: 'none',
  background: palette.white,
  borderRight: `1px solid ${palette.dividerLight}`,
  overflowY: 'auto',
});

/** The logged-in workbench: top bar, sessions on the left, conversation, buyer on the right. */
export function WorkbenchShell({ info }: { info: StaffInfo }) {
  const { t } = useTranslation('workbench');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<WorkbenchSessionState>('waiting');
  const [selected, setSelected] = useState<WorkbenchSession | null>(null);
  const memberId = selected?.member_id ?? null;

  const refreshLists = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: workbenchSessionsKey }),
    [queryClient],
  );

  const socket = useWorkbenchLive({
    openMemberId: memberId,
    onSession: (change) =>
      setSelected((current) =>
        current && current.member_id === change.member_id
          ? { ...current, servicer_id: change.servicer_id, state: stateOfStatus(change.status) }
          : current,
      ),
  });

  const select = (session: WorkbenchSession) => {
    setSelected(session);
    if (session.unread > 0) void setWorkbenchRead(session.member_id).then(refreshLists);
  };

  const send = async (input: ChatSendInput) => {
    if (memberId === null) return;
    const sent = await workbenchSayOnce({
      member_id: memberId,
      ...input,
      client_msg_id: newClientMsgId(),
    });
    addMessageToDialogs(queryClient, sent);
    // Replying takes a waiting (or reopens an ended) conversation: follow it to 进行中.
    if (selected && selected.member_id === sent.member_id && selected.state !== 'active') {
      setSelected({ ...selected, state: 'active', servicer_id: info.staff_id });
      setTab('active');
    }
    refreshLists();
  };

  const sendOrder = async (orderId: number) => {
    try {
      await send({ content_type: CHAT_CONTENT_TYPE.order, order_id: orderId });
      void message.success(t('member.orderSent'));
    } catch (error) {
      if (error instanceof Error) void message.error(error.message);
    }
  };

  const changeState = (state: WorkbenchSessionState) => {
    setSelected((current) => (current ? { ...current, state } : current));
    setTab(state);
  };

  return (
    <div
      style={{
        height: '100vh',
        display: 'flex',
        flexDirection: 'column',
        background: palette.fill,
      }}
    >
      <WorkbenchTopBar info={info} socketStatus={socket.status} onReconnect={socket.reconnect} />
      <div style={{ flex: 1, minHeight: 0, display: 'flex' }}>
        <aside style={column(300)}>
          <SessionList tab={tab} onTabChange={setTab} selectedId={memberId} onSelect={select} />
        </aside>
        <main style={{ flex: 1, minWidth: 0 }}>
          {selected ? (
            <ConversationPanel
              key={selected.member_id}
              session={selected}
              onSend={send}
              onStateChange={changeState}
            />
          ) : (
            <Empty style={{ marginTop: '30vh' }} description={t('empty.pick')} />
          )}
        </main>
        <aside
          data-testid="workbench-member"
          aria-label={t('member.title')}
          style={{
            ...column(300),
            borderRight: 'none',
            borderLeft: `1px solid ${palette.dividerLight}`,
          }}
        >
          {selected ? (
            <MemberPanel
              key={selected.member_id}
              memberId={selected.member_id}
              onSendOrder={sendOrder}
            />
          ) : (
            <Empty style={{ marginTop: '30vh' }} description={t('empty.member')} />
          )}
        </aside>
      </div>
    </div>
  );
}
