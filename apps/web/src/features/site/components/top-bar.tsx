import { DownOutlined, GlobalOutlined } from '@ant-design/icons';
import { currentLang, LANGS } from '@shop/web-kit/i18n';
import { Divider } from 'antd';
import { Fragment, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ContentColumn } from '@/components/content-column';
import { changeLang } from '@/lib/i18n';
import { fade, palette, radius } from '@/app/theme';
import { useSiteInfo } from '../api/get-site-info';

const LINKS = [
  { to: '/member/order_list', key: 'myOrders' },
  { to: '/member/index', key: 'memberCenter' },
  { to: '/cms/help', key: 'help' },
  { to: '/cms/notice', key: 'notice' },
] as const;

const linkStyle = { color: palette.textSecondary };

/**
 * The language menu: opens on hover, focus or click (a plain disclosure, light enough for the top
 * bar of every page); Escape or leaving closes it.
 */
function LangSwitch() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const current = currentLang();
  const closeOnEscape = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
  return (
    <div
      style={{ position: 'relative' }}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
    >
      <button
        type="button"
        aria-label={t('site:topBar.language')}
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={closeOnEscape}
        style={{
          ...linkStyle,
          border: 0,
          background: 'none',
          cursor: 'pointer',
          padding: 0,
          fontSize: 12,
        }}
      >
        <GlobalOutlined aria-hidden /> {t(`common:lang.${current}`)}{' '}
        <DownOutlined aria-hidden style={{ fontSize: 10 }} />
      </button>
      {open && (
        <div
          role="menu"
          tabIndex={-1}
          onKeyDown={closeOnEscape}
          style={{
            position: 'absolute',
            right: 0,
            top: '100%',
            zIndex: 1050,
            minWidth: 110,
            padding: 4,
            background: palette.white,
            borderRadius: radius.md,
            boxShadow: `0 6px 16px ${fade(palette.black, 0.12)}`,
            lineHeight: '28px',
          }}
        >
          {LANGS.map((lang) => (
            <button
              key={lang}
              type="button"
              role="menuitem"
              aria-current={lang === current}
              onClick={() => {
                setOpen(false);
                void changeLang(lang);
              }}
              style={{
                display: 'block',
                width: '100%',
                padding: '0 12px',
                border: 0,
                borderRadius: radius.md,
                textAlign: 'left',
                cursor: 'pointer',
                fontSize: 12,
                color: lang === current ? palette.brand : palette.text,
                background: lang === current ? palette.brandLight : 'none',
              }}
            >
              {t(`common:lang.${lang}`)}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

/** The thin grey bar above the header: welcome line left; account area, quick links, language right. */
export function TopBar({ accountArea }: { accountArea: ReactNode }) {
  const { t } = useTranslation();
  const { data: site } = useSiteInfo();
  const items: ReactNode[] = [
    accountArea,
    ...LINKS.map((link) => (
      <Link key={link.key} to={link.to} style={linkStyle}>
        {t(`site:topBar.${link.key}`)}
      </Link>
    )),
    <LangSwitch key="lang" />,
  ];
  return (
    <div
      style={{
        background: palette.fill,
        borderBottom: `1px solid ${palette.borderLight}`,
        fontSize: 12,
        color: palette.textSecondary,
        lineHeight: '32px',
      }}
    >
      <ContentColumn
        style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}
      >
        <span>
          <Trans
            i18nKey="site:topBar.welcome"
            values={{ siteName: site?.site_name || t('common:appName') }}
            components={{ name: <span data-shop-data /> }}
          />
        </span>
        <nav aria-label={t('site:topBar.label')} style={{ display: 'flex', alignItems: 'center' }}>
          {items.map((item, i) => (
            <Fragment key={i}>
              {i > 0 && (
                <Divider
                  orientation="vertical"
                  style={{ borderColor: palette.border, margin: '0 10px' }}
                />
              )}
              {item}
            </Fragment>
          ))}
        </nav>
      </ContentColumn>
    </div>
  );
}
