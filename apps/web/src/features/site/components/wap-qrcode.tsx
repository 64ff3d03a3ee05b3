import { Popover } from 'antd';
import { useTranslation } from 'react-i18next';
import { palette } from '@/app/theme';
import { useWapQrcode } from '../api/get-wap-qrcode';

/** A small QR code of the mobile site, enlarged in a popover on hover; nothing when unset. */
export function WapQrcode() {
  const { t } = useTranslation();
  const qrcode = useWapQrcode();
  if (!qrcode?.img) return null;
  const big = (
    <div style={{ textAlign: 'center', width: 160 }}>
      <img
        src={qrcode.img}
        alt={t('site:header.qrcodeAlt')}
        width={160}
        height={160}
        style={{ display: 'block' }}
      />
      <div style={{ fontSize: 12, color: palette.textSecondary, marginTop: 4 }}>
        {t('site:header.scanQr')}
      </div>
    </div>
  );
  return (
    <Popover content={big} placement="bottom">
      <button
        type="button"
        style={{
          border: 0,
          background: 'none',
          padding: 0,
          textAlign: 'center',
          cursor: 'pointer',
        }}
      >
        <img
          src={qrcode.img}
          alt={t('site:header.qrcodeAlt')}
          width={64}
          height={64}
          style={{ display: 'block', border: `1px solid ${palette.divider}` }}
        />
        <span
          style={{
            display: 'block',
            fontSize: 12,
            color: palette.textSecondary,
            lineHeight: '18px',
          }}
        >
          {t('site:header.mobileMall')}
        </span>
      </button>
    </Popover>
  );
}
