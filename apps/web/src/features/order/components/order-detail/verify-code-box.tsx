import type { OrderVerify } from '@shop/contracts/order';
import { spacedVerifyCode } from '@shop/contracts/verify';
import { shopDateTimeSeconds } from '@shop/web-kit/shop-time';
import { QRCode, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { palette } from '@/app/theme';

/**
 * The code a buyer shows at the store's desk, as text and as a QR code the desk can scan; once
 * verified it is struck through, with when it was verified (and the QR code is gone).
 */
export function VerifyCodeBox({ verify, label }: { verify: OrderVerify; label: string }) {
  const { t } = useTranslation('delivery');
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 24 }}>
      {!verify.is_verified && (
        <QRCode
          value={verify.code}
          size={132}
          bordered
          data-testid="verify-qrcode"
          aria-label={t('code.qrLabel')}
        />
      )}
      <div>
        <div style={{ color: palette.textSecondary, fontSize: 13 }}>{label}</div>
        <div
          data-testid="verify-code"
          style={{
            fontSize: 30,
            fontWeight: 700,
            letterSpacing: 4,
            margin: '4px 0 8px',
            color: verify.is_verified ? palette.textMuted : palette.brand,
            textDecoration: verify.is_verified ? 'line-through' : undefined,
          }}
        >
          {spacedVerifyCode(verify.code)}
        </div>
        {verify.is_verified ? (
          <div>
            <Tag color="default">{t('code.verified')}</Tag>
            {verify.verify_time !== null && (
              <span style={{ color: palette.textSecondary, fontSize: 13 }}>
                {t('code.verifiedAt', { time: shopDateTimeSeconds(verify.verify_time) })}
              </span>
            )}
          </div>
        ) : (
          <Tag color="success">{t('code.waiting')}</Tag>
        )}
      </div>
    </div>
  );
}
