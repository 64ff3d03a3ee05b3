import { ERP_SCOPES, type ErpKeySecret, type ErpScope } from '@shop/contracts/erp';
import { Alert, Checkbox, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { space } from '@/app/theme';
import { useAddErpKey } from '../api/erp-key-writes';
import { parseAddressLines, scopeLabelKey } from '../key-form-values';

type Values = { note: string; scopes: ErpScope[]; allowed_ips?: string };

/**
 * Creates an ERP key (issue 26): a note, the scopes it may use, and optionally the addresses it
 * may call from (empty: any). Hands the answered secret to `onCreated`, which shows it once; a
 * refusal (a bad address) stays in the dialog.
 */
export function KeyFormModal({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (secret: ErpKeySecret) => void;
}) {
  const { t } = useTranslation('erp');
  const [form] = Form.useForm<Values>();
  const add = useAddErpKey();
  const [refusal, setRefusal] = useState<string | null>(null);

  async function submit(values: Values) {
    setRefusal(null);
    try {
      const secret = await add.mutateAsync({
        note: values.note,
        scopes: values.scopes,
        allowed_ips: parseAddressLines(values.allowed_ips ?? ''),
      });
      onClose();
      onCreated(secret);
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : String(error));
    }
  }

  return (
    <Modal
      open={open}
      title={t('add.title')}
      okText={t('add.submit')}
      cancelText={t('common:actions.cancel')}
      confirmLoading={add.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterClose={() => {
        form.resetFields();
        setRefusal(null);
      }}
      destroyOnHidden
    >
      {refusal && (
        <Alert type="error" showIcon title={refusal} style={{ marginBottom: space.md }} />
      )}
      <Form<Values> form={form} layout="vertical" onFinish={(values) => void submit(values)}>
        <Form.Item
          name="note"
          label={t('columns.note')}
          rules={[{ required: true, whitespace: true, message: t('add.note_required') }]}
        >
          <Input maxLength={60} placeholder={t('add.note_placeholder')} />
        </Form.Item>
        <Form.Item
          name="scopes"
          label={t('columns.scopes')}
          rules={[{ required: true, message: t('add.scopes_required') }]}
        >
          <Checkbox.Group
            options={ERP_SCOPES.map((scope) => ({ value: scope, label: t(scopeLabelKey(scope)) }))}
          />
        </Form.Item>
        <Form.Item name="allowed_ips" label={t('columns.allowed_ips')} extra={t('add.ips_hint')}>
          <Input.TextArea rows={3} placeholder={'203.0.113.10\n198.51.100.0/24'} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
