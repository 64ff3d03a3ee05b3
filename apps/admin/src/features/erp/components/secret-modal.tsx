import type { ErpKeySecret } from '@shop/contracts/erp';
import { Alert, Button, Descriptions, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { space } from '@/app/theme';

/**
 * Shows a key's secret the one time the server answers it (creation or rotation, issue 26), with
 * copy buttons and a plain warning that it cannot be shown again. Closing needs a click on the
 * button, so the secret is not lost by a stray click beside the dialog.
 */
export function SecretModal({
  secret,
  onClose,
}: {
  secret: ErpKeySecret | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('erp');
  return (
    <Modal
      open={secret !== null}
      title={t('secret.title')}
      closable={false}
      maskClosable={false}
      keyboard={false}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('secret.saved')}
        </Button>
      }
      destroyOnHidden
    >
      <Alert
        type="warning"
        showIcon
        title={t('secret.once')}
        description={t('secret.once_hint')}
        style={{ marginBottom: space.md }}
      />
      {secret && (
        <Descriptions column={1} bordered size="small">
          <Descriptions.Item label={t('columns.key_id')}>
            <Typography.Text code copyable={{ text: secret.key_id }}>
              {secret.key_id}
            </Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label={t('secret.label')}>
            <Typography.Text
              code
              copyable={{ text: secret.secret, tooltips: [t('secret.copy'), t('secret.copied')] }}
              style={{ wordBreak: 'break-all' }}
            >
              {secret.secret}
            </Typography.Text>
          </Descriptions.Item>
        </Descriptions>
      )}
    </Modal>
  );
}
