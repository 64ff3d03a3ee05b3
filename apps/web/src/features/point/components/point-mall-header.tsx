import { GiftOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fade, palette, radius } from '@/app/theme';

/**
 * The band on top of /point: the mall's name and promise on the left, the member's points with a
 * link to their history on the right (a visitor gets 登录查看积分 instead).
 */
export function PointMallHeader({ memberPoint }: { memberPoint: number | null | undefined }) {
  const { t } = useTranslation('point');
  return (
    <section
      aria-label={t('titles.mall')}
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 24,
        padding: '22px 28px',
        background: `linear-gradient(100deg, ${palette.coral} 0%, ${palette.brand} 55%, ${palette.brandDark} 100%)`,
        color: palette.white,
      }}
    >
      <div>
        <h1 style={{ margin: 0, fontSize: 28, fontWeight: 700, letterSpacing: 2 }}>
          <GiftOutlined style={{ marginRight: 10 }} />
          {t('titles.mall')}
        </h1>
        <div style={{ marginTop: 6, fontSize: 15, opacity: 0.95 }}>{t('header.slogan')}</div>
        <div style={{ marginTop: 2, fontSize: 12, opacity: 0.8 }}>{t('header.hint')}</div>
      </div>
      <div
        style={{
          minWidth: 260,
          padding: '14px 20px',
          background: fade(palette.white, 0.96),
          color: palette.text,
          borderRadius: radius.md,
          textAlign: 'center',
        }}
      >
        <div style={{ fontSize: 13, color: palette.textSecondary }}>{t('header.myPoints')}</div>
        {memberPoint === null ? (
          <Link to="/login?redirect=%2Fpoint">
            <Button type="primary" danger style={{ marginTop: 8 }}>
              {t('header.loginToSee')}
            </Button>
          </Link>
        ) : (
          <>
            <div
              style={{ fontSize: 30, fontWeight: 700, color: palette.brand, lineHeight: '40px' }}
            >
              {memberPoint === undefined ? '—' : memberPoint.toLocaleString('zh-CN')}
            </div>
            <Link to="/member/my_point" style={{ fontSize: 12, color: palette.brand }}>
              {t('header.ledger')} &gt;
            </Link>
          </>
        )}
      </div>
    </section>
  );
}
