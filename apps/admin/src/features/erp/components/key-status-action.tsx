import type { ErpKey } from '@shop/contracts/erp';
import { App, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDisableErpKey, useEnableErpKey } from '../api/erp-key-writes';

/** Disables or enables an ERP key after a confirmation saying that its calls stop at once. */
export function KeyStatusAction({ erpKey }: { erpKey: ErpKey }) {
  const { t } = useTranslation('erp');
  const { modal, message } = App.useApp();
  const disable = useDisableErpKey();
  const enable = useEnableErpKey();
  const disabling = erpKey.status === 1;

  const confirm = () =>
    modal.confirm({
      title: t(disabling ? 'disable.title' : 'enable.title', { note: erpKey.note }),
      content: t(disabling ? 'disable.content' : 'enable.content'),
      okText: t(disabling ? 'actions.disable' : 'actions.enable'),
      okButtonProps: { danger: disabling },
      cancelText: t('common:actions.cancel'),
      onOk: async () => {
        try {
          await (disabling ? disable : enable).mutateAsync({ key_id: erpKey.key_id });
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
