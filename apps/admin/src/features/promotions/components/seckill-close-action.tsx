import type { ConsoleSeckill } from '@shop/contracts/promotion';
import { App, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCloseSeckill } from '../api/seckill-console';

/**
 * Closes a seckill after a confirmation (issue 27): it leaves the storefront at once and cannot
 * be opened again; orders already placed keep their price.
 */
export function SeckillCloseAction({ seckill }: { seckill: ConsoleSeckill }) {
  const { t } = useTranslation('promotions');
  const { modal, message } = App.useApp();
  const close = useCloseSeckill();

  const confirm = () =>
    modal.confirm({
      title: t('seckill.close_title', { name: seckill.name }),
      content: t('seckill.close_content'),
      okText: t('actions.close'),
      okButtonProps: { danger: true },
      cancelText: t('common:actions.cancel'),
      onOk: async () => {
        try {
          await close.mutateAsync({ promotion_id: seckill.promotion_id });
          void message.success(t('seckill.closed'));
        } catch (error) {
          void message.error(error instanceof Error ? error.message : String(error));
        }
      },
    });

  return (
    <Button type="link" size="small" danger onClick={confirm}>
      {t('actions.close')}
    </Button>
  );
}
