import { App, Button } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * A row's 停用 / 启用 link (servicers, ERP keys): a confirmation in the namespace's words
 * (`disable.title` / `enable.title` with `titleParams`, `.content`, `.done`, `actions.*`), then
 * `toggle` (true: disable); a refusal is shown as the server's message.
 */
export function StatusToggleAction({
  namespace,
  enabled,
  titleParams,
  toggle,
}: {
  namespace: string;
  enabled: boolean;
  titleParams: Record<string, string>;
  toggle: (disable: boolean) => Promise<unknown>;
}) {
  const { t } = useTranslation(namespace);
  const { modal, message } = App.useApp();
  const step = enabled ? 'disable' : 'enable';

  const confirm = () =>
    modal.confirm({
      title: t(`${step}.title`, titleParams),
      content: t(`${step}.content`),
      okText: t(`actions.${step}`),
      okButtonProps: { danger: enabled },
      cancelText: t('common:actions.cancel'),
      onOk: async () => {
        try {
          await toggle(enabled);
          void message.success(t(`${step}.done`));
        } catch (error) {
          void message.error(error instanceof Error ? error.message : String(error));
        }
      },
    });

  return (
    <Button type="link" size="small" danger={enabled} onClick={confirm}>
      {t(`actions.${step}`)}
    </Button>
  );
}
