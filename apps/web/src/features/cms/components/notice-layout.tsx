import { Breadcrumb, Menu } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { palette } from '@/app/theme';
import { HELP_CENTRE_PATH } from '../lib/help-paths';
import { NOTICE_LIST_PATH } from '../lib/notice-paths';

/**
 * The notice pages' frame, in the help centre's look: breadcrumb, a left menu leading to the
 * notices and the help centre, the page's content on the right.
 */
export function NoticeLayout({ title, children }: { title?: string; children: ReactNode }) {
  const { t } = useTranslation('notice');
  const trail = [
    { title: <Link to="/index">{t('home')}</Link> },
    { title: title ? <Link to={NOTICE_LIST_PATH}>{t('notices')}</Link> : t('notices') },
    ...(title ? [{ title }] : []),
  ];
  return (
    <div>
      <Breadcrumb style={{ marginBottom: 16 }} items={trail} />
      <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start' }}>
        <aside style={{ width: 210, flexShrink: 0, background: palette.white }}>
          <div
            style={{
              padding: '14px 20px',
              fontSize: 16,
              fontWeight: 600,
              color: palette.white,
              background: palette.brand,
            }}
          >
            {t('centre')}
          </div>
          <Menu
            mode="inline"
            selectedKeys={['notice']}
            style={{ borderInlineEnd: 0 }}
            items={[
              { key: 'notice', label: <Link to={NOTICE_LIST_PATH}>{t('notices')}</Link> },
              { key: 'help', label: <Link to={HELP_CENTRE_PATH}>{t('helpCentre')}</Link> },
            ]}
          />
        </aside>
        <section style={{ flex: 1, minWidth: 0 }}>{children}</section>
      </div>
    </div>
  );
}
