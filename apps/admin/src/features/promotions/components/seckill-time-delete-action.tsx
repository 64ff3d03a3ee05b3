import type { ConsoleSeckillTime } from '@shop/contracts/promotion';
import { App, Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDeleteSeckillTime } from '../api/seckill-console';

/**
 * Deletes a daily slot after a confirmation (issue 27); the server refuses one a seckill still
 * uses, and its message is shown as it says it.
 */
export function SeckillTimeDeleteAction({ slot }: { slot: ConsoleSeckillTime }) {
  const { t } = useTranslation('promotions');
  const { message } = App.useApp();
  const remove = useDeleteSeckillTime();
  return (
    <Popconfirm
      title={t('slot.delete_title', { name: slot.name })}
      description={t('slot.delete_content')}
      okText={t('actions.delete')}
      okButtonProps={{ danger: true }}
      cancelText={t('common:actions.cancel')}
      onConfirm={() =>
        remove.mutateAsync({ id: slot.id }).then(
          () => message.success(t('slot.deleted')),
          (error: unknown) => message.error(error instanceof Error ? error.message : String(error)),
        )
      }
    >
      <Button type="link" size="small" danger>
        {t('actions.delete')}
      </Button>
    </Popconfirm>
  );
}
