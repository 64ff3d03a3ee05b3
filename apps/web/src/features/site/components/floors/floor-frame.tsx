import { RightOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { palette } from '@/app/theme';

type FloorFrameProps = {
  floorId: number;
  number: number;
  title: string;
  color: string;
  /** The "更多" link (a goods list), absent when the floor has none. */
  moreTo?: string | undefined;
  /** Extra links in the title bar (a category floor's child categories). */
  links?: ReactNode;
  children: ReactNode;
};

/** A numbered floor: "1F" and the title on a bar in the floor's colour, then its content. */
export function FloorFrame({
  floorId,
  number,
  title,
  color,
  moreTo,
  links,
  children,
}: FloorFrameProps) {
  const { t } = useTranslation('home');
  const headingId = `floor-${floorId}`;
  return (
    <section aria-labelledby={headingId} style={{ marginTop: 24 }}>
      <header
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 12,
          height: 44,
          borderBottom: `2px solid ${color}`,
        }}
      >
        <span
          style={{
            background: color,
            color: palette.white,
            fontWeight: 700,
            fontSize: 18,
            lineHeight: '44px',
            minWidth: 54,
            textAlign: 'center',
            alignSelf: 'stretch',
          }}
        >
          {t('floors.floorNumber', { n: number })}
        </span>
        <h2
          id={headingId}
          style={{ margin: 0, fontSize: 20, fontWeight: 700, color: palette.text }}
        >
          {title}
        </h2>
        <div
          style={{
            flex: 1,
            display: 'flex',
            justifyContent: 'flex-end',
            gap: 16,
            overflow: 'hidden',
            whiteSpace: 'nowrap',
            fontSize: 13,
          }}
        >
          {links}
        </div>
        {moreTo && (
          <Link
            to={moreTo}
            style={{ color: palette.textSecondary, fontSize: 13, whiteSpace: 'nowrap' }}
          >
            {t('floors.more')} <RightOutlined style={{ fontSize: 10 }} />
          </Link>
        )}
      </header>
      {children}
    </section>
  );
}
