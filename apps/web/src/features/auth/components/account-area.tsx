import { Divider } from 'antd';
import { Fragment, lazy, Suspense, useState, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { clearSessionFlag, hasSession } from '@/lib/session';
import { palette } from '@/app/theme';
import { useMemberInfo } from '../api/get-member-info';
import { logout } from '../api/logout';
import { downloadShortcut } from '../lib/desktop-shortcut';

const SwitchAccountDialog = lazy(() =>
  import('./switch-account-dialog').then((m) => ({ default: m.SwitchAccountDialog })),
);

const linkStyle = { color: palette.textSecondary };
const buttonStyle = {
  ...linkStyle,
  border: 0,
  background: 'none',
  cursor: 'pointer',
  padding: 0,
  font: 'inherit',
};
const Sep = () => (
  <Divider orientation="vertical" style={{ borderColor: palette.border, margin: '0 10px' }} />
);

function joined(items: ReactNode[]) {
  return items.filter(Boolean).map((item, i) => (
    <Fragment key={i}>
      {i > 0 && <Sep />}
      {item}
    </Fragment>
  ));
}

/**
 * Top-bar account area. A visitor sees 请登录 (back here after login) and 免费注册; a member sees
 * the greeting to the member centre, account switching, logout and "save to desktop".
 * `siteName` names the desktop shortcut; `canSwitchAccount` follows the shop's multi-account addon.
 */
export function AccountArea({
  siteName,
  canSwitchAccount = true,
}: {
  siteName?: string;
  canSwitchAccount?: boolean;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const loggedIn = hasSession();
  const { data: member } = useMemberInfo();
  // null until first opened: the dialog's code loads on the first click.
  const [switchOpen, setSwitchOpen] = useState<boolean | null>(null);

  if (!loggedIn) {
    const here = location.pathname + location.search + location.hash;
    return (
      <span>
        {joined([
          <Link
            key="login"
            to={`/login?redirect=${encodeURIComponent(here)}`}
            style={{ color: palette.brand }}
          >
            {t('auth:account.login')}
          </Link>,
          <Link key="register" to="/register" style={linkStyle}>
            {t('auth:account.register')}
          </Link>,
        ])}
      </span>
    );
  }

  // spec §4: logout clears token and member data, then reloads the page.
  const signOut = async () => {
    try {
      await logout();
    } finally {
      clearSessionFlag();
      window.location.reload();
    }
  };

  return (
    <span>
      {joined([
        <Link key="hello" to="/member/index" style={linkStyle}>
          <Trans
            i18nKey="auth:account.hello"
            values={{ name: member?.nickname ?? '' }}
            components={{ name: <span data-shop-data /> }}
          />
        </Link>,
        canSwitchAccount && (
          <button
            key="switch"
            type="button"
            style={buttonStyle}
            onClick={() => setSwitchOpen(true)}
          >
            {t('auth:account.switch')}
          </button>
        ),
        <button key="logout" type="button" style={buttonStyle} onClick={() => void signOut()}>
          {t('auth:account.logout')}
        </button>,
        <button
          key="desktop"
          type="button"
          style={buttonStyle}
          onClick={() =>
            downloadShortcut(`${window.location.origin}/index`, siteName || t('common:appName'))
          }
        >
          {t('auth:account.saveDesktop')}
        </button>,
      ])}
      {switchOpen !== null && (
        <Suspense fallback={null}>
          <SwitchAccountDialog open={switchOpen} onClose={() => setSwitchOpen(false)} />
        </Suspense>
      )}
    </span>
  );
}
