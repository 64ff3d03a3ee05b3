import { CloseOutlined } from '@ant-design/icons';
import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useChatLauncher, type ChatOpenRequest } from '../lib/chat-launcher';
import { useChatDialog } from '../lib/use-chat-dialog';
import { ChatConversation } from './chat-conversation';
import { ChatSessionList } from './chat-session-list';

/** The open dialog: its socket lives exactly as long as this component. */
function ChatDialogBody({ request }: { request: ChatOpenRequest | null }) {
  const { t } = useTranslation('chat');
  const chat = useChatDialog(request);
  const close = () => void chat.close();
  return (
    <Modal
      open
      onCancel={close}
      footer={null}
      closable={false}
      maskClosable={false}
      width={960}
      centered
      title={null}
      styles={{ container: { padding: 0, overflow: 'hidden' }, body: { height: 640 } }}
    >
      <div data-testid="chat-dialog" style={{ position: 'relative', display: 'flex', height: 640 }}>
        <ChatSessionList
          sessions={chat.sessions}
          loading={chat.sessionsLoading}
          activeSiteId={chat.activeSiteId}
          onSelect={chat.select}
        />
        <ChatConversation
          session={chat.active}
          history={chat.history}
          online={chat.online}
          socket={chat.socket}
          request={request}
          onSend={chat.send}
        />
        <Button
          type="text"
          data-testid="chat-close"
          aria-label={t('dialog.close')}
          icon={<CloseOutlined />}
          onClick={close}
          style={{ position: 'absolute', top: 10, right: 12 }}
        />
      </div>
    </Modal>
  );
}

/** The buyer's chat (spec §4): shown while the launcher says open; a new request remounts it. */
export function ChatDialog() {
  const { open, request } = useChatLauncher();
  if (!open) return null;
  return <ChatDialogBody key={request?.seq ?? 0} request={request} />;
}
