import { DownOutlined, GlobalOutlined } from '@ant-design/icons';
import { Divider, Dropdown } from 'antd';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ContentColumn } from '@/components/content-column';
import { changeLang, currentLang, LANGS } from '@/lib/i18n';
import { useSiteInfo } from '../api/get-site-info';

const LINKS = [
  { to: '/member/order_list', key: 'myOrders' },
  { to: '/member/index', key: 'memberCenter' },
  { to: '/cms/help', key: 'help' },
  { to: '/cms/notice', key: 'notice' },
] as const;

const linkStyle = { color: '#666' };

function LangSwitch() {
  const { t } = useTranslation();
  const items = LANGS.map((lang) => ({ key: lang, label: t(`common:lang.${lang}`) }));
  return (
    <Dropdown
      menu={{
        items,
        selectable: true,
        selectedKeys: [currentLang()],
        onClick: ({ key }) => void changeLang(key as (typeof LANGS)[number]),
      }}
    >
      <button
        type="button"
        aria-label={t('site:topBar.language')}
        style={{
          ...linkStyle,
          border: 0,
          background: 'none',
          cursor: 'pointer',
          padding: 0,
          fontSize: 12,
        }}
      >
        <GlobalOutlined aria-hidden /> {t(`common:lang.${currentLang()}`)}{' '}
        <DownOutlined aria-hidden style={{ fontSize: 10 }} />
      </button>
    </Dropdown>
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
        background: '#F5F5F5',
        borderBottom: '1px solid #E8E8E8',
        fontSize: 12,
        color: '#666',
        lineHeight: '32px',
      }}
    >
      <ContentColumn
        style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}
      >
        <span>
          {t('site:topBar.welcome', { siteName: site?.site_name || t('common:appName') })}
        </span>
        <nav aria-label={t('site:topBar.label')} style={{ display: 'flex', alignItems: 'center' }}>
          {items.map((item, i) => (
            <Fragment key={i}>
              {i > 0 && (
                <Divider
                  orientation="vertical"
                  style={{ borderColor: '#D9D9D9', margin: '0 10px' }}
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
