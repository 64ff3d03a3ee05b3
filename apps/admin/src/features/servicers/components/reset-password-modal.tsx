import type { Servicer } from '@shop/contracts/staff';
import { Alert, App, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { space } from '@/app/theme';
import { useResetServicerPassword } from '../api/servicer-writes';
import { PasswordField } from './password-field';

type Values = { password: string; confirm: string };

/** Sets a servicer's new password (the shop's rules, typed twice); its sessions end. */
export function ResetPasswordModal({
  servicer,
  onClose,
}: {
  servicer: Servicer | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('servicers');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const reset = useResetServicerPassword();
  const [refusal, setRefusal] = useState<string | null>(null);

  async function submit(values: Values) {
    if (!servicer) return;
    setRefusal(null);
    try {
      await reset.mutateAsync({ staff_id: servicer.staff_id, password: values.password });
      void message.success(t('reset.done', { username: servicer.username }));
      onClose();
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : String(error));
    }
  }

  return (
    <Modal
      open={servicer !== null}
      title={t('reset.title', { username: servicer?.username ?? '' })}
      okText={t('actions.save')}
      cancelText={t('common:actions.cancel')}
      confirmLoading={reset.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterClose={() => {
        form.resetFields();
        setRefusal(null);
      }}
      destroyOnHidden
    >
      <Alert type="info" showIcon title={t('reset.hint')} style={{ marginBottom: space.md }} />
      {refusal && (
        <Alert type="error" showIcon title={refusal} style={{ marginBottom: space.md }} />
      )}
      <Form<Values> form={form} layout="vertical" onFinish={(values) => void submit(values)}>
        <PasswordField />
        <Form.Item
          name="confirm"
          label={t('fields.confirm')}
          dependencies={['password']}
          rules={[
            { required: true, message: t('validation.confirm_required') },
            ({ getFieldValue }) => ({
              validator: async (_, value: string | undefined) => {
                if (value && value !== getFieldValue('password'))
                  throw new Error(t('validation.confirm_mismatch'));
              },
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
