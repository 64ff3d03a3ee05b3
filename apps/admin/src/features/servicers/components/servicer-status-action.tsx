import type { Servicer } from '@shop/contracts/staff';
import { App, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDisableServicer, useEnableServicer } from '../api/servicer-writes';

/**
 * Disables or enables a servicer after a confirmation. Disabling says what follows: the servicer
 * is signed out at once and its open conversations go back to waiting for another servicer.
 */
export function ServicerStatusAction({ servicer }: { servicer: Servicer }) {
  const { t } = useTranslation('servicers');
  const { modal, message } = App.useApp();
  const disable = useDisableServicer();
  const enable = useEnableServicer();
  const disabling = servicer.status === 1;

  const confirm = () =>
    modal.confirm({
      title: t(disabling ? 'disable.title' : 'enable.title', { username: servicer.username }),
      content: t(disabling ? 'disable.content' : 'enable.content'),
      okText: t(disabling ? 'actions.disable' : 'actions.enable'),
      okButtonProps: { danger: disabling },
      cancelText: t('common:actions.cancel'),
      onOk: async () => {
        try {
          await (disabling ? disable : enable).mutateAsync({ staff_id: servicer.staff_id });
          void message.success(t(disabling ? 'disable.done' : 'enable.done'));
        } catch (error) {
          void message.error(error instanceof Error ? error.message : String(error));
        }
      },
    });

  return (
    <Button type="link" size="small" danger={disabling} onClick={confirm}>
      {t(disabling ? 'actions.disable' : 'actions.enable')}
    </Button>
  );
}
