import { useTranslation } from 'react-i18next';
import { FallbackImage } from '@/components/fallback-image';
import { palette } from '@/app/theme';
import { useMoreConfig } from '../api/get-more-config';
import { useSiteInfo } from '../api/get-site-info';
import { useWeappQrcode } from '../api/get-weapp-qrcode';

const QR_FALLBACK = '/images/qrcode-fallback.svg';

/** Contact block of the footer: hotline, email, service hours, and the mini-program QR code. */
export function FooterContact() {
  const { t } = useTranslation();
  const { data: site } = useSiteInfo();
  const { data: more } = useMoreConfig();
  const { data: qrcode, isPending } = useWeappQrcode();
  const extras = more?.index;

  return (
    <div style={{ display: 'flex', gap: 28, alignItems: 'flex-start' }}>
      <div style={{ minWidth: 220, whiteSpace: 'nowrap' }}>
        {site?.web_phone && (
          <>
            <div style={{ color: palette.textMuted, fontSize: 12 }}>
              {t('layout:footer.hotline')}
            </div>
            <div style={{ fontSize: 22, fontWeight: 600, color: palette.brand, lineHeight: 1.5 }}>
              {site.web_phone}
            </div>
          </>
        )}
        {site?.web_email && (
          <div style={{ color: palette.textSecondary, marginTop: 6 }}>
            {t('layout:footer.email')}
            {t('layout:footer.colon')}
            <a href={`mailto:${site.web_email}`}>{site.web_email}</a>
          </div>
        )}
        {extras?.service_time && (
          <div style={{ color: palette.textSecondary, marginTop: 6 }}>
            {t('layout:footer.serviceTime')}
            {t('layout:footer.colon')}
            {extras.service_time}
          </div>
        )}
      </div>
      <figure
        style={{
          margin: 0,
          width: 130,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
        }}
      >
        {isPending ? (
          <div style={{ width: 104, height: 104, background: palette.fill }} />
        ) : (
          <FallbackImage
            src={qrcode?.path}
            fallback={QR_FALLBACK}
            alt={t('layout:footer.qrcodeAlt')}
            width={104}
            height={104}
            style={{ border: `1px solid ${palette.divider}`, display: 'block' }}
          />
        )}
        <figcaption style={{ fontSize: 12, color: palette.textMuted, marginTop: 6 }}>
          {extras?.qrcode_title || t('layout:footer.qrcodeTitle')}
        </figcaption>
      </figure>
    </div>
  );
}
