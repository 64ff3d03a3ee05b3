import { Breadcrumb, Menu } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { palette } from '@/app/theme';
import { useHelpClasses } from '../api/get-help-classes';
import { HELP_CENTRE_PATH, helpClassPath } from '../lib/help-paths';

export type Crumb = { title: string; to?: string };

/** The help pages' frame: breadcrumb, the class menu on the left, the page's content on the right. */
export function HelpLayout({
  activeClassId,
  crumbs,
  children,
}: {
  activeClassId?: number | undefined;
  crumbs: Crumb[];
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { data: classes = [] } = useHelpClasses();
  const trail: Crumb[] = [
    { title: t('cms:help.home'), to: '/index' },
    { title: t('cms:help.centre'), to: HELP_CENTRE_PATH },
    ...crumbs,
  ];
  return (
    <div>
      <Breadcrumb
        style={{ marginBottom: 16 }}
        items={trail.map((crumb, i) => ({
          key: i,
          title:
            crumb.to && i < trail.length - 1 ? (
              <Link to={crumb.to}>{crumb.title}</Link>
            ) : (
              crumb.title
            ),
        }))}
      />
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
            {t('cms:help.classes')}
          </div>
          <Menu
            mode="inline"
            selectedKeys={activeClassId ? [String(activeClassId)] : []}
            style={{ borderInlineEnd: 0 }}
            items={classes.map((c) => ({
              key: String(c.class_id),
              label: <Link to={helpClassPath(c.class_id)}>{c.class_name}</Link>,
            }))}
          />
        </aside>
        <section style={{ flex: 1, minWidth: 0 }}>{children}</section>
      </div>
    </div>
  );
}
