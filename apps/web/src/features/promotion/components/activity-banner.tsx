import { useTranslation } from 'react-i18next';

/** The zone's heading band across the page. */
export function ActivityBanner() {
  const { t } = useTranslation('activity');
  return (
    <div
      style={{
        background: 'linear-gradient(90deg, #C81E2B 0%, #E4393C 50%, #F0643A 100%)',
        color: '#fff',
        textAlign: 'center',
        padding: '36px 0 32px',
      }}
    >
      <h1 style={{ margin: 0, color: '#fff', fontSize: 36, fontWeight: 700, letterSpacing: 6 }}>
        {t('heading')}
      </h1>
      <p style={{ margin: '10px 0 0', fontSize: 15, opacity: 0.92 }}>{t('subheading')}</p>
    </div>
  );
}
