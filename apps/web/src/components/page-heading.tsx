import { Breadcrumb } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { palette } from '@/app/theme';

/**
 * The head of a catalogue page: breadcrumbs (home > this page) and a white band with the page
 * title and whatever the page adds beside it (counts, a search box).
 */
export function PageHeading({ title, children }: { title: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <Breadcrumb
        items={[{ title: <Link to="/index">{t('common:titles.home')}</Link> }, { title }]}
        style={{ marginBottom: 12 }}
      />
      <div
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 16,
          background: palette.white,
          padding: '16px 20px',
          borderTop: `2px solid ${palette.brand}`,
        }}
      >
        <h1 style={{ margin: 0, fontSize: 22, fontWeight: 700 }}>{title}</h1>
        {children}
      </div>
    </>
  );
}
