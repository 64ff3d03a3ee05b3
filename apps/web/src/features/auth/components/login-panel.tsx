import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { palette } from '@/app/theme';
import { useRegisterConfig } from '../api/get-register-config';
import { MobileLoginForm } from './mobile-login-form';
import { PasswordLoginForm } from './password-login-form';

/**
 * The login box: tabs for password and SMS-code login (as the shop's login types allow), with
 * links to registration. `onSuccess` receives the success message after the cookies are set.
 */
export function LoginPanel({ onSuccess }: { onSuccess: (message: string) => void }) {
  const { t } = useTranslation();
  const { data: config } = useRegisterConfig();
  const types = config?.login_types ?? ['username', 'mobile'];
  const items = [
    types.includes('username') && {
      key: 'password',
      label: t('auth:login.tabPassword'),
      children: <PasswordLoginForm onSuccess={onSuccess} />,
    },
    types.includes('mobile') && {
      key: 'mobile',
      label: t('auth:login.tabMobile'),
      children: <MobileLoginForm onSuccess={onSuccess} />,
    },
  ].filter((item) => item !== false);
  return (
    <div>
      <Tabs items={items} centered size="large" destroyOnHidden />
      <div style={{ textAlign: 'right', color: palette.textMuted }}>
        {t('auth:login.noAccount')}{' '}
        <Link to="/register" style={{ color: palette.brand }}>
          {t('auth:login.register')}
        </Link>
      </div>
    </div>
  );
}
