import { MedicineBoxFilled } from '@ant-design/icons';
import { PASSWORD_MAX } from '@shop/contracts/auth';
import { SETUP_PASSWORD_RULES, type SetupInitBody } from '@shop/contracts/staff';
import { Alert, App, Button, Flex, Form, Input, Result, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { useSetupInit, useSetupState } from '@/features/auth/api/setup';
import { passwordRule, passwordRuleText } from '@/features/servicers/components/password-field';
import { LangSwitch } from '@/components/lang-switch';
import { fade, palette, radius, space } from '../theme';

type Values = SetupInitBody & { confirm: string };

/**
 * `/admin/setup` (issue 25, ADR 0023): the first run of an empty shop. Shown only while no
 * administrator exists (else it goes to the sign-in page); takes the setup token of the server's
 * start log, the own shop's name and phone and the first administrator, then sends the
 * administrator to sign in.
 */
export function SetupPage() {
  const { t } = useTranslation('auth');
  const { t: ts } = useTranslation('servicers');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const state = useSetupState();
  const init = useSetupInit();
  const [form] = Form.useForm<Values>();
  const [refusal, setRefusal] = useState<string | null>(null);

  useEffect(() => {
    document.title = t('setup.title');
  }, [t]);

  if (state.isPending)
    return (
      <Flex justify="center" align="center" style={{ height: '100vh' }}>
        <Spin size="large" />
      </Flex>
    );
  if (state.isError)
    return (
      <Result
        status="error"
        title={t('setup.state_failed')}
        subTitle={state.error.message}
        extra={<Button onClick={() => void state.refetch()}>{t('common:actions.retry')}</Button>}
      />
    );
  if (!state.data.needed) return <Navigate to="/login" replace />;

  async function submit({ confirm: _confirm, ...values }: Values) {
    setRefusal(null);
    try {
      await init.mutateAsync(values);
      void message.success(t('setup.done'));
      await state.refetch();
      void navigate('/login', { replace: true });
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : String(error));
    }
  }

  const required = (label: string) => ({ required: true, message: t('setup.required', { label }) });

  return (
    <Flex
      vertical
      align="center"
      style={{ minHeight: '100vh', background: palette.fill, padding: space.xl }}
    >
      <Flex justify="space-between" style={{ width: 560, marginBottom: space.lg }}>
        <Flex align="center" gap={space.sm} style={{ fontSize: 18, fontWeight: 600 }}>
          <MedicineBoxFilled style={{ fontSize: 28, color: palette.primary }} />
          {t('setup.title')}
        </Flex>
        <LangSwitch />
      </Flex>
      <div
        style={{
          width: 560,
          padding: space.xl,
          background: palette.white,
          borderRadius: radius.lg,
          boxShadow: `0 6px 24px ${fade(palette.black, 0.08)}`,
        }}
      >
        <Typography.Paragraph type="secondary">{t('setup.intro')}</Typography.Paragraph>
        <Alert
          type="info"
          showIcon
          title={t('setup.token_hint')}
          style={{ marginBottom: space.lg }}
        />
        {refusal && (
          <Alert type="error" showIcon title={refusal} style={{ marginBottom: space.lg }} />
        )}
        <Form<Values> form={form} layout="vertical" requiredMark onFinish={(v) => void submit(v)}>
          <Form.Item
            name="setup_token"
            label={t('setup.fields.token')}
            rules={[required(t('setup.fields.token'))]}
          >
            <Input autoComplete="off" maxLength={64} />
          </Form.Item>
          <Typography.Title level={5}>{t('setup.shop')}</Typography.Title>
          <Form.Item
            name="shop_name"
            label={t('setup.fields.shop_name')}
            rules={[required(t('setup.fields.shop_name')), { min: 2, max: 60 }]}
          >
            <Input maxLength={60} />
          </Form.Item>
          <Form.Item
            name="shop_phone"
            label={t('setup.fields.shop_phone')}
            initialValue=""
            rules={[{ pattern: /^[0-9+\-() ]*$/, message: t('setup.phone_invalid') }]}
          >
            <Input maxLength={30} />
          </Form.Item>
          <Typography.Title level={5}>{t('setup.admin')}</Typography.Title>
          <Form.Item
            name="username"
            label={t('fields.username')}
            extra={t('setup.username_hint')}
            rules={[
              required(t('fields.username')),
              { pattern: /^(?!\d+$)[A-Za-z0-9_]{3,20}$/, message: t('setup.username_hint') },
            ]}
          >
            <Input autoComplete="username" maxLength={20} />
          </Form.Item>
          <Form.Item
            name="nickname"
            label={t('setup.fields.nickname')}
            rules={[required(t('setup.fields.nickname'))]}
          >
            <Input maxLength={30} />
          </Form.Item>
          <Form.Item
            name="password"
            label={t('fields.password')}
            required
            extra={passwordRuleText(SETUP_PASSWORD_RULES, ts)}
            rules={[passwordRule(SETUP_PASSWORD_RULES, ts)]}
          >
            <Input.Password autoComplete="new-password" maxLength={PASSWORD_MAX} />
          </Form.Item>
          <Form.Item
            name="confirm"
            label={t('setup.fields.confirm')}
            dependencies={['password']}
            rules={[
              required(t('setup.fields.confirm')),
              ({ getFieldValue }) => ({
                validator: async (_, value: string | undefined) => {
                  if (value && value !== getFieldValue('password'))
                    throw new Error(t('setup.mismatch'));
                },
              }),
            ]}
          >
            <Input.Password autoComplete="new-password" maxLength={PASSWORD_MAX} />
          </Form.Item>
          <Button type="primary" htmlType="submit" block size="large" loading={init.isPending}>
            {t('setup.submit')}
          </Button>
        </Form>
      </div>
    </Flex>
  );
}
