import {
  AppstoreOutlined,
  FieldTimeOutlined,
  FireOutlined,
  GiftOutlined,
  ReadOutlined,
  TagsOutlined,
  TeamOutlined,
  ThunderboltOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { palette, radius } from '@/app/theme';
import { ZONE_PATHS } from './activity-links';

type Entry = { key: string; to: string; icon: ReactNode; color: string };

/** The zones reached from the activity page; bundles and full reductions are tabs of this page. */
const ENTRIES: Entry[] = [
  { key: 'seckill', to: ZONE_PATHS.seckill, icon: <ThunderboltOutlined />, color: palette.brand },
  { key: 'groupbuy', to: ZONE_PATHS.groupbuy, icon: <TeamOutlined />, color: palette.amber },
  { key: 'topic', to: ZONE_PATHS.topic, icon: <ReadOutlined />, color: palette.blueDark },
  {
    key: 'nearExpiry',
    to: ZONE_PATHS.nearExpiry,
    icon: <FieldTimeOutlined />,
    color: palette.orange,
  },
  {
    key: 'bundling',
    to: '/activity?kind=bundling',
    icon: <AppstoreOutlined />,
    color: palette.purple,
  },
  {
    key: 'manjian',
    to: '/activity?kind=manjian',
    icon: <FireOutlined />,
    color: palette.volcanoDark,
  },
  { key: 'coupon', to: ZONE_PATHS.coupon, icon: <TagsOutlined />, color: palette.magenta },
  { key: 'point', to: ZONE_PATHS.point, icon: <GiftOutlined />, color: palette.tealDark },
];

/** A row of entrance tiles to every promotion zone, the coupon centre and the points mall. */
export function ActivityEntries() {
  const { t } = useTranslation('activity');
  return (
    <nav
      aria-label={t('entries.label')}
      style={{
        display: 'grid',
        // Two rows of four: each tile keeps its title and note on one line.
        gridTemplateColumns: `repeat(${Math.ceil(ENTRIES.length / 2)}, 1fr)`,
        gap: 12,
        marginTop: 16,
      }}
    >
      {ENTRIES.map((e) => (
        <Link
          key={e.key}
          to={e.to}
          style={{
            display: 'flex',
            alignItems: 'center',
            gap: 10,
            background: palette.white,
            padding: '14px 12px',
            borderBottom: `3px solid ${e.color}`,
            color: palette.text,
          }}
        >
          <span
            aria-hidden
            style={{
              flex: 'none',
              width: 40,
              height: 40,
              borderRadius: radius.round,
              background: e.color,
              color: palette.white,
              fontSize: 20,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
            }}
          >
            {e.icon}
          </span>
          <span style={{ minWidth: 0 }}>
            <strong style={{ display: 'block', fontSize: 15 }}>
              {t(`entries.${e.key}.title`)}
            </strong>
            <span style={{ fontSize: 12, color: palette.textMuted }}>
              {t(`entries.${e.key}.note`)}
            </span>
          </span>
        </Link>
      ))}
    </nav>
  );
}
