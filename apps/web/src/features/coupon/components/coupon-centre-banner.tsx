import { useTranslation } from 'react-i18next';
import { palette } from '@/app/theme';

/** The coupon centre's heading band across the page. */
export function CouponCentreBanner() {
  const { t } = useTranslation('coupon');
  return (
    <div
      style={{
        background: `linear-gradient(90deg, ${palette.brandDark} 0%, ${palette.brand} 55%, ${palette.coral} 100%)`,
        color: palette.white,
        textAlign: 'center',
        padding: '34px 0 30px',
      }}
    >
      <h1
        style={{ margin: 0, color: palette.white, fontSize: 36, fontWeight: 700, letterSpacing: 6 }}
      >
        {t('titles.centre')}
      </h1>
      <p style={{ margin: '10px 0 0', fontSize: 15, opacity: 0.92 }}>{t('centre.subheading')}</p>
    </div>
  );
}
