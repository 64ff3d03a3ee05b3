import type { ErpKey, ErpKeySecret } from '@shop/contracts/erp';
import { Alert, Form, Modal, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { space } from '@/app/theme';
import { useRotateErpKey } from '../api/erp-key-writes';
import { ROTATE_GRACE_MINUTES } from '../key-form-values';

/**
 * Rotates a key's secret (issue 26): the administrator chooses how long the old secret keeps
 * working (none, an hour, a day, a week) while the ERP is switched over; the new secret goes to
 * `onRotated`, which shows it once.
 */
export function RotateModal({
  erpKey,
  onClose,
  onRotated,
}: {
  erpKey: ErpKey | null;
  onClose: () => void;
  onRotated: (secret: ErpKeySecret) => void;
}) {
  const { t } = useTranslation('erp');
  const rotate = useRotateErpKey();
  const [grace, setGrace] = useState<number>(60);
  const [refusal, setRefusal] = useState<string | null>(null);

  async function submit() {
    if (!erpKey) return;
    setRefusal(null);
    try {
      const secret = await rotate.mutateAsync({ key_id: erpKey.key_id, grace_minutes: grace });
      onClose();
      onRotated(secret);
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : String(error));
    }
  }

  return (
    <Modal
      open={erpKey !== null}
      title={t('rotate.title', { note: erpKey?.note ?? '' })}
      okText={t('rotate.submit')}
      cancelText={t('common:actions.cancel')}
      confirmLoading={rotate.isPending}
      onOk={() => void submit()}
      onCancel={onClose}
      afterClose={() => {
        setGrace(60);
        setRefusal(null);
      }}
      destroyOnHidden
    >
      {refusal && (
        <Alert type="error" showIcon title={refusal} style={{ marginBottom: space.md }} />
      )}
      <Form layout="vertical">
        <Form.Item label={t('rotate.grace')} extra={t('rotate.grace_hint')}>
          <Radio.Group
            value={grace}
            onChange={(event) => setGrace(Number(event.target.value))}
            options={ROTATE_GRACE_MINUTES.map((minutes) => ({
              value: minutes,
              label: t(`rotate.grace_${minutes}`),
            }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
