import { useTranslation } from 'react-i18next';

/** The coupon centre's heading band across the page. */
export function CouponCentreBanner() {
  const { t } = useTranslation('coupon');
  return (
    <div
      style={{
        background: 'linear-gradient(90deg, #C81E2B 0%, #E4393C 55%, #FF7A45 100%)',
        color: '#fff',
        textAlign: 'center',
        padding: '34px 0 30px',
      }}
    >
      <h1 style={{ margin: 0, color: '#fff', fontSize: 36, fontWeight: 700, letterSpacing: 6 }}>
        {t('titles.centre')}
      </h1>
      <p style={{ margin: '10px 0 0', fontSize: 15, opacity: 0.92 }}>{t('centre.subheading')}</p>
    </div>
  );
}
