import { LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import type { ConsoleStaff } from '@shop/contracts/staff';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex, Form, Input, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { palette, radius } from '@/app/theme';
import { captchaQueryOptions, useCaptcha } from '../api/get-captcha';
import { useSignIn } from '../api/sign-in';

type LoginValues = { username: string; password: string; captcha_code?: string };

const CAPTCHA_WIDTH = 120;
const FIELD_HEIGHT = 40;

/**
 * The console's sign-in form (issue 15): username, password and, when the shop has it on, the
 * captcha of `/api/captcha/captcha` (click the image for a new one). A refusal shows the server's
 * message above the form (wrong password, locked account, wrong code) and brings a new captcha.
 */
export function LoginForm({ onSignedIn }: { onSignedIn: (staff: ConsoleStaff) => void }) {
  const { t } = useTranslation('auth');
  const [form] = Form.useForm<LoginValues>();
  const queryClient = useQueryClient();
  const captcha = useCaptcha();
  const signIn = useSignIn();
  const captchaOn = Boolean(captcha.data?.img);

  const refreshCaptcha = () => {
    form.setFieldValue('captcha_code', '');
    void queryClient.invalidateQueries({ queryKey: captchaQueryOptions().queryKey });
  };

  const submit = (values: LoginValues) =>
    signIn.mutate(
      {
        username: values.username,
        password: values.password,
        ...(captchaOn ? { captcha_id: captcha.data?.id, captcha_code: values.captcha_code } : {}),
      },
      { onSuccess: (staff) => onSignedIn(staff), onError: refreshCaptcha },
    );

  return (
    <Form<LoginValues>
      form={form}
      size="large"
      onFinish={submit}
      autoComplete="on"
      requiredMark={false}
    >
      {signIn.error && (
        <Form.Item>
          <Alert type="error" showIcon title={signIn.error.message} />
        </Form.Item>
      )}
      <Form.Item
        name="username"
        rules={[{ required: true, whitespace: true, message: t('rules.username') }]}
      >
        <Input
          prefix={<UserOutlined />}
          placeholder={t('fields.username')}
          aria-label={t('fields.username')}
          autoComplete="username"
          maxLength={30}
        />
      </Form.Item>
      <Form.Item name="password" rules={[{ required: true, message: t('rules.password') }]}>
        <Input.Password
          prefix={<LockOutlined />}
          placeholder={t('fields.password')}
          aria-label={t('fields.password')}
          autoComplete="current-password"
          maxLength={64}
        />
      </Form.Item>
      {(captcha.isPending || captchaOn) && (
        <Flex gap="small">
          <Form.Item
            name="captcha_code"
            style={{ flex: 1 }}
            rules={[{ required: captchaOn, whitespace: true, message: t('rules.captcha') }]}
          >
            <Input
              prefix={<SafetyOutlined />}
              placeholder={t('fields.captcha')}
              aria-label={t('fields.captcha')}
              autoComplete="off"
              maxLength={10}
            />
          </Form.Item>
          {captcha.data?.img ? (
            <button
              type="button"
              onClick={refreshCaptcha}
              title={t('captcha.refresh')}
              aria-label={t('captcha.refresh')}
              style={{
                padding: 0,
                border: `1px solid ${palette.border}`,
                borderRadius: radius.md,
                overflow: 'hidden',
                background: palette.fillLight,
                cursor: 'pointer',
                height: FIELD_HEIGHT,
              }}
            >
              <img
                src={captcha.data.img}
                alt={t('captcha.alt')}
                width={CAPTCHA_WIDTH}
                height={FIELD_HEIGHT}
              />
            </button>
          ) : (
            <Skeleton.Button active style={{ width: CAPTCHA_WIDTH, height: FIELD_HEIGHT }} />
          )}
        </Flex>
      )}
      {captcha.isError && (
        <Form.Item>
          <Alert
            type="warning"
            showIcon
            title={captcha.error.message}
            action={
              <Button size="small" onClick={refreshCaptcha}>
                {t('common:actions.retry')}
              </Button>
            }
          />
        </Form.Item>
      )}
      <Form.Item>
        <Button type="primary" htmlType="submit" block loading={signIn.isPending}>
          {t('submit')}
        </Button>
      </Form.Item>
    </Form>
  );
}
