import { PhoneOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { palette } from '@/app/theme';
import { useSiteInfo } from '../api/get-site-info';

/** The shop's service hotline in the header; nothing when the shop has none. */
export function SitePhone() {
  const { t } = useTranslation();
  const { data: site } = useSiteInfo();
  if (!site?.web_phone) return null;
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8, whiteSpace: 'nowrap' }}>
      <PhoneOutlined style={{ fontSize: 26, color: palette.brand }} aria-hidden />
      <div style={{ lineHeight: 1.4 }}>
        <div style={{ fontSize: 12, color: palette.textMuted }}>{t('site:header.hotline')}</div>
        <a
          href={`tel:${site.web_phone.replace(/[^\d+]/g, '')}`}
          style={{ fontSize: 16, fontWeight: 700, color: palette.brand }}
        >
          {site.web_phone}
        </a>
      </div>
    </div>
  );
}
