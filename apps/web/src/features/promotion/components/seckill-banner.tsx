import { ThunderboltFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { palette } from '@/app/theme';

/** The seckill zone's red heading band. */
export function SeckillBanner() {
  const { t } = useTranslation('seckill');
  return (
    <div
      style={{
        background: `linear-gradient(90deg, ${palette.brandDeep} 0%, ${palette.brand} 55%, ${palette.coral} 100%)`,
        color: palette.white,
        textAlign: 'center',
        padding: '32px 0 28px',
      }}
    >
      <h1
        style={{ margin: 0, color: palette.white, fontSize: 38, fontWeight: 800, letterSpacing: 8 }}
      >
        <ThunderboltFilled style={{ color: palette.yellow, marginRight: 10 }} />
        {t('heading')}
      </h1>
      <p style={{ margin: '8px 0 0', fontSize: 15, opacity: 0.92 }}>{t('subheading')}</p>
    </div>
  );
}
