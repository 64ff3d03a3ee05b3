import { MobileOutlined } from '@ant-design/icons';
import { Popover, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { palette } from '@/app/theme';
import { useGoodsQrcode } from '../../api/get-goods-qrcode';

const SIZE = 140;

/** "手机扫码": hovering shows the QR code of this page (fetched on first hover only). */
export function GoodsQrcode({ skuId }: { skuId: number }) {
  const { t } = useTranslation('goods-detail');
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const qrcode = useGoodsQrcode(skuId, wanted);
  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setWanted(true);
      }}
      placement="bottom"
      content={
        <div
          style={{ width: SIZE, textAlign: 'center', fontSize: 12, color: palette.textSecondary }}
        >
          {qrcode.data ? (
            <img src={qrcode.data.path} alt={t('qrcode.title')} width={SIZE} height={SIZE} />
          ) : (
            <div style={{ height: SIZE, display: 'grid', placeItems: 'center' }}>
              <Spin aria-label={t('qrcode.loading')} />
            </div>
          )}
          <div>{t('qrcode.title')}</div>
        </div>
      }
    >
      <button
        type="button"
        onFocus={() => {
          setWanted(true);
          setOpen(true);
        }}
        onBlur={() => setOpen(false)}
        style={{
          border: 'none',
          background: 'none',
          color: palette.textSecondary,
          fontSize: 12,
          cursor: 'pointer',
          padding: '0 8px',
        }}
      >
        <MobileOutlined /> {t('qrcode.trigger')}
      </button>
    </Popover>
  );
}
