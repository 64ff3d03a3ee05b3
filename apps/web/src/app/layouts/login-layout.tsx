import { Divider } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { ContentColumn } from '@/components/content-column';
import { FooterCopyright } from '@/features/site/components/footer-copyright';
import { SiteLogo } from '@/features/site/components/site-logo';
import { palette } from '@/app/theme';

/** The welcome line beside the logo, per sign-in page. */
const WELCOME: Record<string, string> = {
  '/login': 'auth:layout.welcomeLogin',
  '/register': 'auth:layout.welcomeRegister',
  '/find_pass': 'auth:layout.welcomeFindPass',
};

/** Sign-in pages (/login, /register, /find_pass): logo header, the page, and the copyright line. */
export function LoginLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const welcome = WELCOME[pathname.toLowerCase()];
  const onLogin = pathname.toLowerCase() === '/login';
  return (
    <div
      style={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        background: palette.fill,
      }}
    >
      <header style={{ background: palette.white, borderBottom: `1px solid ${palette.divider}` }}>
        <ContentColumn style={{ display: 'flex', alignItems: 'center', height: 96 }}>
          <SiteLogo />
          {welcome && (
            <>
              <Divider
                orientation="vertical"
                style={{ height: 32, margin: '0 20px', borderColor: palette.border }}
              />
              <span style={{ fontSize: 22, color: palette.text }}>{t(welcome)}</span>
            </>
          )}
          <span style={{ marginLeft: 'auto', color: palette.textMuted }}>
            {onLogin ? (
              <>
                {t('auth:layout.noAccount')}{' '}
                <Link to="/register" style={{ color: palette.brand }}>
                  {t('auth:layout.goRegister')}
                </Link>
              </>
            ) : (
              <>
                {t('auth:layout.haveAccount')}{' '}
                <Link to="/login" style={{ color: palette.brand }}>
                  {t('auth:layout.goLogin')}
                </Link>
              </>
            )}
            <Divider orientation="vertical" />
            <Link to="/index">{t('auth:layout.backHome')}</Link>
          </span>
        </ContentColumn>
      </header>
      <main style={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
        <Outlet />
      </main>
      <footer
        style={{
          padding: '24px 0',
          background: palette.white,
          borderTop: `1px solid ${palette.divider}`,
        }}
      >
        <FooterCopyright />
      </footer>
    </div>
  );
}
