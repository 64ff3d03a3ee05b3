import { YUAN_SIGN } from '@shop/web-kit/money';
import { Button, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { palette } from '@/app/theme';
import { normalizeYuan } from '../../lib/list-query';

type PriceRangeFilterProps = {
  min: string;
  max: string;
  onApply: (range: { min_price: string; max_price: string }) => void;
};

/** 价格区间: two yuan inputs and 确定 (members only: visitors see no prices). */
export function PriceRangeFilter({ min, max, onApply }: PriceRangeFilterProps) {
  const { t } = useTranslation('goods-list');
  const [low, setLow] = useState(min);
  const [high, setHigh] = useState(max);
  const invalid = [low, high].some((v) => v.trim() !== '' && !normalizeYuan(v));
  const apply = () => {
    if (invalid) return;
    let [a, b] = [normalizeYuan(low), normalizeYuan(high)];
    if (a && b && Number(a) > Number(b)) [a, b] = [b, a];
    onApply({ min_price: a, max_price: b });
  };
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        apply();
      }}
      style={{ display: 'flex', alignItems: 'center', gap: 6 }}
    >
      <Input
        size="small"
        prefix={YUAN_SIGN}
        inputMode="decimal"
        maxLength={12}
        value={low}
        onChange={(e) => setLow(e.target.value)}
        placeholder={t('filter.priceMin')}
        aria-label={t('filter.priceMin')}
        status={low.trim() && !normalizeYuan(low) ? 'error' : undefined}
        style={{ width: 96 }}
      />
      <span style={{ color: palette.textMuted }}>-</span>
      <Input
        size="small"
        prefix={YUAN_SIGN}
        inputMode="decimal"
        maxLength={12}
        value={high}
        onChange={(e) => setHigh(e.target.value)}
        placeholder={t('filter.priceMax')}
        aria-label={t('filter.priceMax')}
        status={high.trim() && !normalizeYuan(high) ? 'error' : undefined}
        style={{ width: 96 }}
      />
      <Button size="small" htmlType="submit" disabled={invalid}>
        {t('filter.priceApply')}
      </Button>
      {invalid && (
        <span style={{ color: palette.brand, fontSize: 12 }}>{t('filter.priceInvalid')}</span>
      )}
    </form>
  );
}
