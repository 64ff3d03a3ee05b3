import { ThunderboltFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/** The seckill zone's red heading band. */
export function SeckillBanner() {
  const { t } = useTranslation('seckill');
  return (
    <div
      style={{
        background: 'linear-gradient(90deg, #B3121F 0%, #E4393C 55%, #FF6A3D 100%)',
        color: '#fff',
        textAlign: 'center',
        padding: '32px 0 28px',
      }}
    >
      <h1 style={{ margin: 0, color: '#fff', fontSize: 38, fontWeight: 800, letterSpacing: 8 }}>
        <ThunderboltFilled style={{ color: '#FFD24D', marginRight: 10 }} />
        {t('heading')}
      </h1>
      <p style={{ margin: '8px 0 0', fontSize: 15, opacity: 0.92 }}>{t('subheading')}</p>
    </div>
  );
}
