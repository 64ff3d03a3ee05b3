import { CheckCircleFilled, MedicineBoxFilled } from '@ant-design/icons';
import { safeRedirect } from '@shop/web-kit/redirect';
import { Alert, Flex, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useSiteName } from '@/features/auth/api/get-site-name';
import { useSetupState } from '@/features/auth/api/setup';
import { LoginForm } from '@/features/auth/components/login-form';
import { LangSwitch } from '@/components/lang-switch';
import type { LoginNotice } from '../session-lost';
import { fade, palette, radius, space } from '../theme';

const FORM_WIDTH = 360;
const FEATURES = ['orders', 'members', 'audit'] as const;

/**
 * `/admin/login`: the staff sign-in (issue 15). After signing in, back to the page the staff
 * member was sent away from (`redirect`, console paths only), else the home page.
 */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const notice = (useLocation().state as LoginNotice | null)?.notice;
  const siteName = useSiteName().data;
  const setupNeeded = useSetupState().data?.needed === true;

  useEffect(() => {
    document.title = `${t('title')} · ${siteName || t('layout:console')}`;
  }, [siteName, t]);

  // A fresh install has no staff account yet: its first run comes first (ADR 0023).
  if (setupNeeded) return <Navigate to="/setup" replace />;

  return (
    <Flex style={{ minHeight: '100vh', background: palette.white }}>
      <Flex
        vertical
        justify="space-between"
        style={{
          flex: '0 0 44%',
          padding: space.xl + space.md,
          color: palette.white,
          background: `linear-gradient(160deg, ${palette.navyLight} 0%, ${palette.navy} 70%)`,
        }}
      >
        <Flex align="center" gap={space.sm + 2} style={{ fontSize: 18, fontWeight: 600 }}>
          <MedicineBoxFilled style={{ fontSize: 28, color: palette.primary }} />
          {siteName || t('layout:console')}
        </Flex>
        <div>
          <Typography.Title style={{ color: palette.white, marginBottom: space.md }}>
            {t('brand.title')}
          </Typography.Title>
          <Typography.Paragraph style={{ color: fade(palette.white, 0.75), fontSize: 16 }}>
            {t('brand.subtitle')}
          </Typography.Paragraph>
          <Flex vertical gap="middle" style={{ marginTop: space.xl }}>
            {FEATURES.map((feature) => (
              <Flex
                key={feature}
                gap="small"
                align="center"
                style={{ color: fade(palette.white, 0.85) }}
              >
                <CheckCircleFilled style={{ color: palette.primary }} />
                {t(`brand.features.${feature}`)}
              </Flex>
            ))}
          </Flex>
        </div>
        <Typography.Text style={{ color: fade(palette.white, 0.45) }}>
          {t('brand.footer')}
        </Typography.Text>
      </Flex>
      <Flex vertical style={{ flex: 1 }}>
        <Flex justify="flex-end" style={{ padding: space.md }}>
          <LangSwitch />
        </Flex>
        <Flex flex={1} justify="center" align="center">
          <div
            style={{
              width: FORM_WIDTH,
              padding: space.xl,
              borderRadius: radius.lg,
              boxShadow: `0 6px 24px ${fade(palette.black, 0.08)}`,
              marginBottom: space.xl * 2,
            }}
          >
            <Typography.Title level={3} style={{ marginTop: 0 }}>
              {t('title')}
            </Typography.Title>
            <Typography.Paragraph type="secondary" style={{ marginBottom: space.lg }}>
              {t('hint')}
            </Typography.Paragraph>
            {notice && (
              <Alert type="warning" showIcon title={notice} style={{ marginBottom: space.md }} />
            )}
            <LoginForm
              onSignedIn={() =>
                void navigate(safeRedirect(params.get('redirect'), '/'), { replace: true })
              }
            />
          </div>
        </Flex>
      </Flex>
    </Flex>
  );
}
