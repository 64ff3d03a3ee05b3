import { MobileOutlined } from '@ant-design/icons';
import { App, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLoginByMobile } from '../api/login';
import { useCaptcha } from '../hooks/use-captcha';
import { useSmsCodeSender } from '../hooks/use-sms-code-sender';
import { errorMessage } from '../lib/error-message';
import { mobileRules, smsCodeRules } from '../lib/form-rules';
import { AutoLoginField, autoLoginRange, type AutoLoginValues } from './auto-login-field';
import { CaptchaFormItem } from './captcha-input';
import { SmsCodeInput } from './sms-code-input';

type Values = AutoLoginValues & { mobile: string; captcha_code?: string; code: string };

/** 手机验证码登录: mobile and captcha, then the SMS code. */
export function MobileLoginForm({ onSuccess }: { onSuccess: (message: string) => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const captcha = useCaptcha('login-mobile');
  const { key, send } = useSmsCodeSender('login', form, captcha);
  const login = useLoginByMobile();

  const submit = (values: Values) => {
    if (!key) return void message.warning(t('auth:sms.sendFirst'));
    login.mutate(
      { mobile: values.mobile, key, code: values.code, autoLoginRange: autoLoginRange(values) },
      {
        onSuccess: () => onSuccess(t('auth:login.success')),
        onError: (error) => void message.error(errorMessage(error, t('auth:login.failed'))),
      },
    );
  };

  return (
    <Form
      form={form}
      size="large"
      onFinish={submit}
      requiredMark={false}
      aria-label={t('auth:login.tabMobile')}
    >
      <Form.Item name="mobile" rules={mobileRules(t)}>
        <Input
          prefix={<MobileOutlined />}
          maxLength={11}
          inputMode="numeric"
          autoComplete="tel"
          placeholder={t('auth:placeholders.mobile')}
        />
      </Form.Item>
      <CaptchaFormItem captcha={captcha} />
      <Form.Item name="code" rules={smsCodeRules(t)}>
        <SmsCodeInput onSend={send} />
      </Form.Item>
      <div style={{ marginBottom: 20 }}>
        <AutoLoginField />
      </div>
      <Button type="primary" htmlType="submit" block loading={login.isPending}>
        {t('auth:login.submit')}
      </Button>
    </Form>
  );
}
