import { CrownOutlined } from '@ant-design/icons';
import type { MemberLevelInfo } from '@shop/contracts/member';
import { Button, Progress } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { palette } from '@/app/theme';

/** The member's level, growth and the progress bar to the next level (issue 16). */
export function LevelOverview({ info }: { info: MemberLevelInfo }) {
  const { t } = useTranslation('member-level');
  return (
    <div
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 32,
        padding: '24px 28px',
        background: palette.brandWash,
        border: `1px solid ${palette.brandBorder}`,
      }}
    >
      <div style={{ textAlign: 'center', minWidth: 140 }}>
        <CrownOutlined style={{ fontSize: 40, color: palette.gold }} />
        <div style={{ color: palette.textSecondary, marginTop: 6 }}>{t('level.current')}</div>
        <div data-shop-data style={{ fontSize: 20, fontWeight: 700, color: palette.text }}>
          {info.level_name || t('level.noLevel')}
        </div>
      </div>
      <div style={{ flex: 1, minWidth: 0 }}>
        <div style={{ color: palette.textSecondary }}>
          {t('level.growth')}
          <span
            style={{ color: palette.brand, fontSize: 28, fontWeight: 700, margin: '0 8px' }}
            data-testid="level-growth"
          >
            {info.growth.toLocaleString('zh-CN')}
          </span>
        </div>
        <Progress
          percent={info.progress}
          showInfo={false}
          strokeColor={palette.brand}
          aria-label={t('level.growth')}
        />
        <div style={{ color: palette.textSecondary, marginTop: 4 }}>
          {info.next
            ? t('level.toNext', {
                need: info.next.need.toLocaleString('zh-CN'),
                name: info.next.level_name,
              })
            : t('level.top')}
        </div>
      </div>
      <Link to="/member/signin">
        <Button type="primary" danger>
          {t('level.earn')}
        </Button>
      </Link>
    </div>
  );
}
