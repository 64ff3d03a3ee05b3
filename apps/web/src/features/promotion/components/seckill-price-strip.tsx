import type { SeckillGoodsInfo } from '@shop/contracts/promotion';
import { ThunderboltFilled } from '@ant-design/icons';
import { formatYuan } from '@shop/web-kit/money';
import { useTranslation } from 'react-i18next';
import { palette } from '@/app/theme';
import { Price } from '@/components/price';
import { SeckillCountdown } from './seckill-countdown';

/** The red strip of the detail: seckill price vs original (members) or 登录可见, and the countdown. */
export function SeckillPriceStrip({
  info,
  status,
  now,
}: {
  info: SeckillGoodsInfo;
  status: SeckillGoodsInfo['status'];
  now: number;
}) {
  const { t } = useTranslation('seckill');
  const stageText =
    status === 'not_started' ? t('notStarted') : status === 'ended' ? t('ended') : null;
  return (
    <div
      style={{
        background: `linear-gradient(90deg, ${palette.brand} 0%, ${palette.coral} 100%)`,
        color: palette.white,
        padding: '12px 16px',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 16,
      }}
    >
      <div style={{ display: 'flex', alignItems: 'baseline', gap: 10 }}>
        <span style={{ fontSize: 15, fontWeight: 700 }}>
          <ThunderboltFilled style={{ color: palette.yellow }} /> {t('seckillPrice')}
        </span>
        {info.seckill_price === undefined ? (
          <span style={{ fontSize: 20, fontWeight: 700 }}>
            {info.sale_control
              ? info.sale_control.not_buy_msg || t('noPermission')
              : t('loginVisible')}
          </span>
        ) : (
          <>
            <span style={{ fontWeight: 800 }}>
              <Price value={info.seckill_price} size={30} />
            </span>
            {info.price !== undefined && (
              <span style={{ opacity: 0.85 }}>
                {t('originalPrice')} <del>{formatYuan(info.price)}</del>
              </span>
            )}
          </>
        )}
      </div>
      <div style={{ textAlign: 'right', fontSize: 13 }}>
        {stageText && <div style={{ fontWeight: 700, marginBottom: 2 }}>{stageText}</div>}
        {status !== 'ended' && <SeckillCountdown window={info} now={now} inverse />}
      </div>
    </div>
  );
}
