import { CustomerServiceOutlined } from '@ant-design/icons';
import { App, Button, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { hasSession } from '@/lib/session';
import { openChat, useChatLauncher, type ChatOpenRequest } from '../lib/chat-launcher';

interface ContactServiceButtonProps extends ChatOpenRequest {
  testId: string;
  size?: ButtonProps['size'];
  block?: boolean;
}

/**
 * 联系客服 on a goods, order or shop: opens the chat with that shop (and the goods or order to
 * send). Hidden when the shop offers no chat on the PC site; visitors get 您还未登录.
 */
export function ContactServiceButton({
  testId,
  size,
  block,
  ...request
}: ContactServiceButtonProps) {
  const { t } = useTranslation('chat');
  const { message } = App.useApp();
  const { available } = useChatLauncher();
  if (!available) return null;
  const onClick = () => {
    if (!hasSession()) {
      void message.warning(t('entry.notLoggedIn'));
      return;
    }
    openChat(request);
  };
  return (
    <Button
      data-testid={testId}
      icon={<CustomerServiceOutlined />}
      size={size}
      block={block}
      onClick={onClick}
    >
      {t('entry.contact')}
    </Button>
  );
}
