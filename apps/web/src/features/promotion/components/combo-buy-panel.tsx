import type { BundlingDetail } from '@shop/contracts/promotion';
import { Alert, Button, InputNumber } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { palette } from '@/app/theme';

type Props = {
  combo: BundlingDetail;
  isMember: boolean;
  onAddToCart: (num: number) => Promise<unknown>;
  onBuy: (num: number) => void;
  onLogin: () => void;
};

/**
 * The bundle's quantity (spec §5: min 1, step 1, max the sets in stock) with 加入购物车 and
 * 立即购买. A bundle not started, ended or not for this member says why, buttons disabled;
 * a visitor is asked to log in.
 */
export function ComboBuyPanel({ combo, isMember, onAddToCart, onBuy, onLogin }: Props) {
  const { t } = useTranslation('combo');
  const [num, setNum] = useState(1);
  const [adding, setAdding] = useState(false);
  const max = Math.max(1, combo.stock);
  const disabled = !combo.can_buy;
  const add = () => {
    setAdding(true);
    void onAddToCart(num).finally(() => setAdding(false));
  };
  return (
    <div style={{ marginTop: 20, display: 'grid', gap: 14 }}>
      {combo.refusal && <Alert type="warning" showIcon title={combo.refusal} />}
      <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
        <span style={{ width: 72, color: palette.textMuted }}>{t('quantity')}</span>
        <InputNumber
          aria-label={t('quantity')}
          min={1}
          max={max}
          step={1}
          precision={0}
          value={num}
          disabled={disabled}
          onChange={(value) => setNum(Math.min(max, Math.max(1, Math.floor(value ?? 1))))}
        />
        <span style={{ color: palette.textMuted, fontSize: 12 }}>
          {t('stock', { count: combo.stock })}
        </span>
      </div>
      <div style={{ display: 'flex', gap: 12, paddingLeft: 84 }}>
        {isMember ? (
          <>
            <Button
              size="large"
              danger
              disabled={disabled}
              loading={adding}
              onClick={add}
              style={{ width: 160 }}
            >
              {t('addToCart')}
            </Button>
            <Button
              size="large"
              type="primary"
              disabled={disabled}
              onClick={() => onBuy(num)}
              style={{ width: 160 }}
            >
              {t('buyNow')}
            </Button>
          </>
        ) : (
          <Button size="large" type="primary" onClick={onLogin} style={{ width: 200 }}>
            {t('loginToBuy')}
          </Button>
        )}
      </div>
    </div>
  );
}
