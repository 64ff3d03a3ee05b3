import { App, Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * Deletes a brand or service after a confirmation; one still used by goods cannot be deleted
 * (the confirmation says so and the server refuses it too).
 */
export function DeleteAction({
  name,
  used,
  onDelete,
}: {
  name: string;
  used: number;
  onDelete: () => Promise<unknown>;
}) {
  const { t } = useTranslation('catalogue');
  const { message } = App.useApp();
  return (
    <Popconfirm
      title={t('delete_title', { name })}
      description={used > 0 ? t('delete_used', { count: used }) : t('delete_content')}
      okText={t('delete')}
      okButtonProps={{ danger: true, disabled: used > 0 }}
      cancelText={t('common:actions.cancel')}
      onConfirm={() =>
        onDelete().then(
          () => message.success(t('deleted')),
          (error: unknown) => message.error(error instanceof Error ? error.message : String(error)),
        )
      }
    >
      <Button type="link" size="small" danger>
        {t('delete')}
      </Button>
    </Popconfirm>
  );
}
