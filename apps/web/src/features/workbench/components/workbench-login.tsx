import { CustomerServiceOutlined, LockOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { palette } from '@/app/theme';
import { useStaffLogin } from '../api/staff-login';
import { WorkbenchLang } from './workbench-lang';

interface LoginValues {
  username: string;
  password: string;
}

/**
 * The servicer's sign-in card, centred on the page; Enter in either field submits. `ended`: why
 * the console ended the last session (disabled, password reset), shown until the next attempt.
 */
export function WorkbenchLogin({ ended }: { ended?: string }) {
  const { t } = useTranslation('workbench');
  const login = useStaffLogin();
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState(ended);

  const submit = (values: LoginValues) => {
    setError(null);
    setNotice(undefined);
    login.mutate(values, {
      onError: (failure) => setError(failure.message || t('errors.loadFailed')),
    });
  };

  return (
    <div
      style={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: `linear-gradient(135deg, ${palette.blueWash} 0%, ${palette.fill} 100%)`,
      }}
    >
      <Card style={{ width: 380 }} styles={{ body: { padding: 32 } }}>
        <div style={{ textAlign: 'center', marginBottom: 24 }}>
          <CustomerServiceOutlined style={{ fontSize: 40, color: palette.blue }} />
          <Typography.Title level={3} style={{ margin: '12px 0 4px' }}>
            {t('title')}
          </Typography.Title>
          <Typography.Text type="secondary">{t('login.subtitle')}</Typography.Text>
          <div style={{ marginTop: 12 }}>
            <WorkbenchLang />
          </div>
        </div>
        {notice && (
          <Alert
            type="warning"
            showIcon
            message={notice}
            role="alert"
            style={{ marginBottom: 16 }}
          />
        )}
        {error && (
          <Alert
            type="error"
            showIcon
            message={error}
            role="alert"
            data-testid="workbench-login-error"
            style={{ marginBottom: 16 }}
          />
        )}
        <Form<LoginValues> layout="vertical" onFinish={submit} requiredMark={false}>
          <Form.Item
            label={t('login.username')}
            name="username"
            rules={[{ required: true, whitespace: true, message: t('login.usernameRequired') }]}
          >
            <Input
              data-testid="workbench-username"
              prefix={<UserOutlined />}
              placeholder={t('login.usernamePlaceholder')}
              autoComplete="username"
              maxLength={30}
            />
          </Form.Item>
          <Form.Item
            label={t('login.password')}
            name="password"
            rules={[{ required: true, message: t('login.passwordRequired') }]}
          >
            <Input.Password
              data-testid="workbench-password"
              prefix={<LockOutlined />}
              placeholder={t('login.passwordPlaceholder')}
              autoComplete="current-password"
              maxLength={64}
            />
          </Form.Item>
          <Button
            type="primary"
            htmlType="submit"
            block
            size="large"
            autoInsertSpace={false}
            loading={login.isPending}
          >
            {t('login.submit')}
          </Button>
        </Form>
      </Card>
    </div>
  );
}
