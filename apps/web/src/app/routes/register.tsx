import { safeRedirect } from '@shop/web-kit/redirect';
import { AreaCascader } from '@shop/web-kit/area-picker';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { ContentColumn } from '@/components/content-column';
import { RegisterForm } from '@/features/auth/components/register-form';
import { hasSession } from '@/lib/session';
import { palette } from '@/app/theme';
import { queryClient } from '../query-client';

/** /register: the registration form; afterwards logged in and sent to the member centre (or `redirect`). */
export function RegisterPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const target = safeRedirect(params.get('redirect'), '/member/index');
  if (hasSession()) return <Navigate to={target} replace />;

  const onSuccess = (text: string) => {
    void message.success(text);
    queryClient.clear();
    void navigate(target, { replace: true });
  };

  return (
    <ContentColumn style={{ padding: '24px 0 40px' }}>
      <div style={{ background: palette.white, padding: '32px 0 16px' }}>
        <h2 style={{ textAlign: 'center', margin: '0 0 8px', fontWeight: 500 }}>
          {t('auth:register.heading')}
        </h2>
        <p style={{ textAlign: 'center', color: palette.textMuted, margin: '0 0 32px' }}>
          {t('auth:register.intro')}
        </p>
        <div style={{ width: 760, margin: '0 auto' }}>
          <RegisterForm areaInput={<AreaCascader />} onSuccess={onSuccess} />
        </div>
      </div>
    </ContentColumn>
  );
}
