import { useTranslation } from 'react-i18next';
import { palette } from '@/app/theme';

/** The zone's heading band across the page. */
export function ActivityBanner() {
  const { t } = useTranslation('activity');
  return (
    <div
      style={{
        background: `linear-gradient(90deg, ${palette.brandDark} 0%, ${palette.brand} 50%, ${palette.coral} 100%)`,
        color: palette.white,
        textAlign: 'center',
        padding: '36px 0 32px',
      }}
    >
      <h1
        style={{ margin: 0, color: palette.white, fontSize: 36, fontWeight: 700, letterSpacing: 6 }}
      >
        {t('heading')}
      </h1>
      <p style={{ margin: '10px 0 0', fontSize: 15, opacity: 0.92 }}>{t('subheading')}</p>
    </div>
  );
}
