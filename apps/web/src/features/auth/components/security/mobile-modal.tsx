import { App, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useModifyMobile } from '../../api/modify-security';
import { useSecurityCode } from '../../hooks/use-bound-code';
import { errorMessage } from '../../lib/error-message';
import { mobileRules, smsCodeRules } from '../../lib/form-rules';
import { SmsCodeInput } from '../sms-code-input';

type Values = { old_code?: string; mobile: string; code: string };

/**
 * Binds or changes the mobile (issue 16): a code to the new number, and to the old one when the
 * member has one; a number another member uses is refused when the code is asked for.
 */
export function MobileModal({ mobile, onClose }: { mobile: string; onClose: () => void }) {
  const { t } = useTranslation('member-security');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const oldCode = useSecurityCode('oldMobile');
  const newCode = useSecurityCode('newMobile');
  const modify = useModifyMobile();

  const sendNew = async () => {
    try {
      const { mobile: next } = await form.validateFields(['mobile']);
      return await newCode.send(next);
    } catch {
      return false;
    }
  };

  const submit = async (values: Values) => {
    try {
      await modify.mutateAsync({
        mobile: values.mobile,
        key: newCode.key,
        code: values.code,
        ...(mobile ? { old_key: oldCode.key, old_code: values.old_code } : {}),
      });
      void message.success(t('mobile.done'));
      onClose();
    } catch (error) {
      void message.error(errorMessage(error, t('failed')));
    }
  };

  return (
    <Modal
      open
      title={t(mobile ? 'mobile.changeTitle' : 'mobile.bindTitle')}
      okText={t('save')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={modify.isPending}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={(v) => void submit(v)}>
        {mobile && (
          <Form.Item
            name="old_code"
            label={t('mobile.oldCode', { mobile })}
            rules={smsCodeRules(t)}
          >
            <SmsCodeInput onSend={() => oldCode.send()} />
          </Form.Item>
        )}
        <Form.Item name="mobile" label={t('mobile.new')} rules={mobileRules(t)}>
          <Input maxLength={11} inputMode="numeric" autoComplete="tel" />
        </Form.Item>
        <Form.Item name="code" label={t('mobile.newCode')} rules={smsCodeRules(t)}>
          <SmsCodeInput onSend={sendNew} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
