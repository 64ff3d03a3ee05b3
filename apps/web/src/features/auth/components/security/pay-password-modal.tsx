import { isTrivialPayPassword, PAY_PASSWORD_PATTERN } from '@shop/contracts/member';
import { App, Form, Input, Modal, type FormRule } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useModifyPayPassword } from '../../api/modify-security';
import { useSecurityCode } from '../../hooks/use-bound-code';
import { errorMessage } from '../../lib/error-message';
import { smsCodeRules } from '../../lib/form-rules';
import { SmsCodeInput } from '../sms-code-input';

/** set: the first one (SMS); change: with the old one; reset: forgotten, by SMS (issue 16). */
export type PayPasswordMode = 'set' | 'change' | 'reset';
type Values = { old_password?: string; code?: string; new_password: string; confirm: string };

const sixDigits = (t: TFunction): FormRule[] => [
  { required: true, message: t('payPassword.required') },
  { pattern: PAY_PASSWORD_PATTERN, message: t('payPassword.format') },
];

const digitsInput = (autoComplete: string) => (
  <Input.Password maxLength={6} inputMode="numeric" autoComplete={autoComplete} />
);

/** Sets, changes or resets the 6-digit pay password asked by balance and on-account payment. */
export function PayPasswordModal(props: {
  mode: PayPasswordMode;
  mobile: string;
  onClose: () => void;
}) {
  const { mode, mobile, onClose } = props;
  const { t } = useTranslation('member-security');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const code = useSecurityCode('payPassword');
  const modify = useModifyPayPassword();

  const submit = async (values: Values) => {
    try {
      await modify.mutateAsync({
        new_password: values.new_password,
        ...(mode === 'change'
          ? { old_password: values.old_password }
          : { key: code.key, code: values.code }),
      });
      void message.success(t('payPassword.done'));
      onClose();
    } catch (error) {
      void message.error(errorMessage(error, t('failed')));
    }
  };

  return (
    <Modal
      open
      title={t(`payPassword.${mode}Title`)}
      okText={t('save')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={modify.isPending}
      destroyOnHidden
    >
      <p style={{ margin: '8px 0 16px' }}>{t('payPassword.hint')}</p>
      <Form form={form} layout="vertical" onFinish={(v) => void submit(v)}>
        {mode === 'change' ? (
          <Form.Item name="old_password" label={t('payPassword.old')} rules={sixDigits(t)}>
            {digitsInput('current-password')}
          </Form.Item>
        ) : (
          <Form.Item name="code" label={t('smsTo', { mobile })} rules={smsCodeRules(t)}>
            <SmsCodeInput onSend={() => code.send()} />
          </Form.Item>
        )}
        <Form.Item
          name="new_password"
          label={t('payPassword.new')}
          rules={[
            ...sixDigits(t),
            {
              validator: async (_rule, value: string | undefined) => {
                if (value && PAY_PASSWORD_PATTERN.test(value) && isTrivialPayPassword(value))
                  throw new Error(t('payPassword.trivial'));
              },
            },
          ]}
        >
          {digitsInput('new-password')}
        </Form.Item>
        <Form.Item
          name="confirm"
          label={t('payPassword.confirm')}
          dependencies={['new_password']}
          rules={[
            { required: true, message: t('payPassword.required') },
            ({ getFieldValue }) => ({
              validator: async (_rule, value: string | undefined) => {
                if (value && value !== getFieldValue('new_password'))
                  throw new Error(t('payPassword.mismatch'));
              },
            }),
          ]}
        >
          {digitsInput('new-password')}
        </Form.Item>
      </Form>
    </Modal>
  );
}
