import type { SeckillGoodsInfo } from '@shop/contracts/promotion';
import { Alert, Button, InputNumber, Progress } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { palette, radius } from '@/app/theme';
import { buyBounds } from '../lib/seckill-slots';

type Props = {
  info: SeckillGoodsInfo;
  status: SeckillGoodsInfo['status'];
  isMember: boolean;
  /** The goods' own page, for buying at the normal price. */
  goodsHref: string;
  onBuy: (num: number) => void;
};

const row = { display: 'flex', alignItems: 'center', gap: 12, minHeight: 36 } as const;
const label = { width: 72, color: palette.textMuted, flex: 'none' } as const;

/** Progress, per-buyer limit, quantity and 立即抢购 (or why not, with 原价购买). */
export function SeckillBuyBox({ info, status, isMember, goodsHref, onBuy }: Props) {
  const { t } = useTranslation('seckill');
  const { min, max } = buyBounds(info);
  const [num, setNum] = useState(min);
  const limitUsed = isMember && info.goods_limit > 0 && info.promotion_left === 0;
  const forbidden = info.sale_control?.is_member_by === false;
  const canBuy = status === 'running' && !forbidden && (!isMember || max >= min);
  const fullPrice = (
    <Link
      to={goodsHref}
      style={{
        border: `1px solid ${palette.brand}`,
        color: palette.brand,
        padding: '7px 24px',
        borderRadius: radius.lg,
        fontSize: 16,
      }}
    >
      {t('buyAtFullPrice')}
    </Link>
  );
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 6, padding: '8px 16px' }}>
      <div style={row}>
        <span style={label}>{t('soldNum', { count: info.sold_num })}</span>
        <Progress
          percent={info.progress}
          strokeColor={palette.brand}
          format={(p) => t('soldPercent', { percent: p ?? 0 })}
          style={{ margin: 0, width: 320 }}
        />
        <span style={{ color: palette.textMuted }}>{t('left', { count: info.left_num })}</span>
      </div>
      <div style={row}>
        <span style={label}>{t('quantity')}</span>
        <InputNumber
          aria-label={t('quantity')}
          min={min}
          max={Math.max(min, max)}
          precision={0}
          value={num}
          disabled={!canBuy || !isMember}
          onChange={(v) => setNum(Math.min(Math.max(v ?? min, min), Math.max(min, max)))}
        />
        <span style={{ color: palette.brand }}>
          {info.goods_limit > 0 ? t('limit', { count: info.goods_limit }) : t('noLimit')}
          {info.promotion_bought !== undefined && info.goods_limit > 0 && (
            <span style={{ marginLeft: 8 }}>{t('bought', { count: info.promotion_bought })}</span>
          )}
          {info.goods_min > 1 && (
            <span style={{ marginLeft: 8 }}>{t('minBuy', { count: info.goods_min })}</span>
          )}
        </span>
      </div>
      {limitUsed && status === 'running' && (
        <Alert
          type="warning"
          showIcon
          title={t('limitReached', { count: info.promotion_bought })}
        />
      )}
      <div style={{ ...row, marginTop: 8 }}>
        {status === 'running' && !limitUsed && (
          <Button
            type="primary"
            danger
            size="large"
            disabled={!canBuy}
            onClick={() => onBuy(num)}
            style={{ width: 180, fontWeight: 700 }}
          >
            {forbidden
              ? // spec §6: refused by sale control, the button reads why
                info.sale_control?.not_buy_msg || t('noPermission')
              : isMember
                ? t('buyNow')
                : t('loginToBuy')}
          </Button>
        )}
        {status === 'not_started' && (
          <Button size="large" disabled style={{ width: 180 }}>
            {t('notStarted')}
          </Button>
        )}
        {(status === 'ended' || status === 'sold_out') && (
          <Button size="large" disabled style={{ width: 180 }}>
            {status === 'ended' ? t('ended') : t('soldOut')}
          </Button>
        )}
        {(status !== 'running' || limitUsed) && status !== 'not_started' && fullPrice}
      </div>
    </div>
  );
}
