import type { ConsoleStore } from '@shop/contracts/catalogue';
import { App, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSetStoreOpen } from '../api/store-writes';

/**
 * Closes or reopens a store after a confirmation. Closing says what follows: buyers can no
 * longer choose it at checkout, while orders already placed for it are still handed over there.
 */
export function StoreStatusAction({ store }: { store: ConsoleStore }) {
  const { t } = useTranslation('stores');
  const { modal, message } = App.useApp();
  const setOpen = useSetStoreOpen();
  const closing = store.is_open === 1;

  const confirm = () =>
    modal.confirm({
      title: t(closing ? 'close.title' : 'open.title', { name: store.store_name }),
      content: t(closing ? 'close.content' : 'open.content'),
      okText: t(closing ? 'actions.close' : 'actions.open'),
      okButtonProps: { danger: closing },
      cancelText: t('common:actions.cancel'),
      onOk: async () => {
        try {
          await setOpen.mutateAsync({ store_id: store.store_id, is_open: closing ? 0 : 1 });
          void message.success(t(closing ? 'close.done' : 'open.done'));
        } catch (error) {
          void message.error(error instanceof Error ? error.message : String(error));
        }
      },
    });

  return (
    <Button type="link" size="small" danger={closing} onClick={confirm}>
      {t(closing ? 'actions.close' : 'actions.open')}
    </Button>
  );
}
