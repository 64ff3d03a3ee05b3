import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { App, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLoginByPassword } from '../api/login';
import { useCaptcha } from '../hooks/use-captcha';
import { errorMessage } from '../lib/error-message';
import { AutoLoginField, autoLoginRange, type AutoLoginValues } from './auto-login-field';
import { CaptchaFormItem } from './captcha-input';

type Values = AutoLoginValues & { username: string; password: string; captcha_code?: string };

/** 账号登录: username or mobile, password, captcha, auto-login days. */
export function PasswordLoginForm({ onSuccess }: { onSuccess: (message: string) => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const captcha = useCaptcha('login-password');
  const login = useLoginByPassword();

  const submit = (values: Values) =>
    login.mutate(
      {
        username: values.username.trim(),
        password: values.password,
        captcha_id: captcha.id,
        captcha_code: values.captcha_code ?? '',
        autoLoginRange: autoLoginRange(values),
      },
      {
        onSuccess: () => onSuccess(t('auth:login.success')),
        onError: (error) => {
          void message.error(errorMessage(error, t('auth:login.failed')));
          form.setFieldValue('captcha_code', '');
          captcha.refresh();
        },
      },
    );

  return (
    <Form
      form={form}
      size="large"
      onFinish={submit}
      requiredMark={false}
      aria-label={t('auth:login.tabPassword')}
    >
      <Form.Item
        name="username"
        rules={[
          { required: true, whitespace: true, message: t('auth:validation.accountRequired') },
        ]}
      >
        <Input
          prefix={<UserOutlined />}
          maxLength={30}
          autoComplete="username"
          placeholder={t('auth:placeholders.account')}
        />
      </Form.Item>
      <Form.Item
        name="password"
        rules={[{ required: true, message: t('auth:validation.passwordRequired') }]}
      >
        <Input.Password
          prefix={<LockOutlined />}
          maxLength={20}
          autoComplete="current-password"
          placeholder={t('auth:placeholders.password')}
        />
      </Form.Item>
      <CaptchaFormItem captcha={captcha} />
      <div
        style={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          marginBottom: 20,
        }}
      >
        <AutoLoginField />
        <Link to="/find_pass">{t('auth:login.forgot')}</Link>
      </div>
      <Button type="primary" htmlType="submit" block loading={login.isPending}>
        {t('auth:login.submit')}
      </Button>
    </Form>
  );
}
