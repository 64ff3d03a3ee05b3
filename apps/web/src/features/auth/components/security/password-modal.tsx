import { App, Form, Input, Modal, Segmented } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRegisterConfig } from '../../api/get-register-config';
import { useModifyPassword } from '../../api/modify-security';
import { useSecurityCode } from '../../hooks/use-bound-code';
import { errorMessage } from '../../lib/error-message';
import { confirmRules, passwordRules, smsCodeRules } from '../../lib/form-rules';
import { SmsCodeInput } from '../sms-code-input';

type Values = { old_password?: string; code?: string; new_password: string; confirm: string };
const DEFAULT_RULES = { min_length: 6, complexity: [] };

/**
 * Changes the login password (issue 16), proven by the old password or by a code sent to the
 * bound mobile; the other sessions of the account end.
 */
export function PasswordModal({ mobile, onClose }: { mobile: string; onClose: () => void }) {
  const { t } = useTranslation('member-security');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [by, setBy] = useState<'old' | 'sms'>('old');
  const { data: config } = useRegisterConfig();
  const code = useSecurityCode('password');
  const modify = useModifyPassword();

  const submit = async (values: Values) => {
    try {
      await modify.mutateAsync({
        new_password: values.new_password,
        ...(by === 'old'
          ? { old_password: values.old_password }
          : { key: code.key, code: values.code }),
      });
      void message.success(t('password.done'));
      onClose();
    } catch (error) {
      void message.error(errorMessage(error, t('failed')));
    }
  };

  return (
    <Modal
      open
      title={t('password.title')}
      okText={t('save')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={modify.isPending}
      destroyOnHidden
    >
      <Segmented
        block
        value={by}
        onChange={(v) => setBy(v === 'sms' ? 'sms' : 'old')}
        options={[
          { value: 'old', label: t('password.byOld') },
          { value: 'sms', label: t('password.bySms'), disabled: !mobile },
        ]}
        style={{ margin: '8px 0 16px' }}
      />
      <Form form={form} layout="vertical" onFinish={(v) => void submit(v)}>
        {by === 'old' ? (
          <Form.Item
            name="old_password"
            label={t('password.old')}
            rules={[{ required: true, message: t('password.oldRequired') }]}
          >
            <Input.Password autoComplete="current-password" />
          </Form.Item>
        ) : (
          <Form.Item name="code" label={t('smsTo', { mobile })} rules={smsCodeRules(t)}>
            <SmsCodeInput onSend={() => code.send()} />
          </Form.Item>
        )}
        <Form.Item
          name="new_password"
          label={t('password.new')}
          rules={passwordRules(t, config?.password ?? DEFAULT_RULES)}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirm"
          label={t('password.confirm')}
          dependencies={['new_password']}
          rules={confirmRules(t, 'new_password')}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
