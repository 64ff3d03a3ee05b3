import { Badge, Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ChatSocketStatus } from '@/lib/use-chat-socket';

const BADGE = { connecting: 'processing', open: 'success', closed: 'error' } as const;

/** The live connection's state (连接中 / 已连接 / 已断开), with 重新连接 once it is closed. */
export function SocketStatus({
  status,
  onReconnect,
}: {
  status: ChatSocketStatus;
  onReconnect: () => void;
}) {
  const { t } = useTranslation('workbench');
  return (
    <Space size={4} data-testid="workbench-socket" data-status={status}>
      <Badge status={BADGE[status]} text={t(`socket.${status}`)} />
      {status === 'closed' && (
        <Button type="link" size="small" onClick={onReconnect}>
          {t('socket.reconnect')}
        </Button>
      )}
    </Space>
  );
}
