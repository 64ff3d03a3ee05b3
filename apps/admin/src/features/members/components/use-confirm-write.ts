import { App } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * Asks before a member change that has no form (approve, unlink, disable, enable): the dialog says
 * what will happen, OK sends the call and waits for it, a refusal shows the server's message.
 */
export function useConfirmWrite() {
  const { t } = useTranslation('members');
  const { modal, message } = App.useApp();
  return ({
    title,
    content,
    okText,
    danger,
    send,
  }: {
    title: string;
    content: string;
    okText: string;
    danger?: boolean;
    send: () => Promise<unknown>;
  }) =>
    modal.confirm({
      title,
      content,
      okText,
      okButtonProps: { danger },
      onOk: async () => {
        try {
          await send();
          void message.success(t('actions.done'));
        } catch (error) {
          void message.error(error instanceof Error ? error.message : String(error));
        }
      },
    });
}
