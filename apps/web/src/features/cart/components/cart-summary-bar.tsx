import type { CartCalculate } from '@shop/contracts/cart';
import { formatYuan } from '@shop/web-kit/money';
import { Button, Checkbox, Popconfirm, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { fade, palette } from '@/app/theme';
import { Price } from '@/components/price';
import { isPositive } from '../lib/line-promotion';

type CartSummaryBarProps = {
  selectAll: { checked: boolean; indeterminate: boolean; disabled: boolean };
  onSelectAll: (checked: boolean) => void;
  checkedCount: number;
  invalidCount: number;
  /** The server's totals of the checked lines; undefined before the first answer. */
  totals: CartCalculate | undefined;
  calculating: boolean;
  onDeleteChecked: () => Promise<unknown>;
  onClearInvalid: () => Promise<unknown>;
  onCheckout: () => void;
};

/**
 * The sticky bar under the cart: select all, batch actions, the server's totals (after
 * promotions and the shops' full reductions 满减, so it equals the checkout) and 去结算.
 */
export function CartSummaryBar(props: CartSummaryBarProps) {
  const { t } = useTranslation('cart');
  const { totals, checkedCount } = props;
  const none = checkedCount === 0;
  const money = (value: string | undefined) => (none ? '0.00' : (value ?? '0.00'));
  return (
    <div
      role="region"
      aria-label={t('summary.checkout')}
      style={{
        position: 'sticky',
        bottom: 0,
        zIndex: 10,
        display: 'flex',
        alignItems: 'center',
        gap: 20,
        height: 64,
        paddingLeft: 16,
        background: palette.white,
        border: `1px solid ${palette.divider}`,
        boxShadow: `0 -2px 8px ${fade(palette.black, 0.06)}`,
      }}
    >
      <Checkbox
        checked={props.selectAll.checked}
        indeterminate={props.selectAll.indeterminate}
        disabled={props.selectAll.disabled}
        onChange={(event) => props.onSelectAll(event.target.checked)}
      >
        {t('page.selectAll')}
      </Checkbox>
      <Popconfirm
        title={t('page.deleteCheckedConfirm', { count: checkedCount })}
        okText={t('page.confirm')}
        cancelText={t('page.cancel')}
        disabled={none}
        onConfirm={props.onDeleteChecked}
      >
        <Button
          type="link"
          disabled={none}
          style={{ padding: 0, color: none ? undefined : palette.textSecondary }}
        >
          {t('page.deleteChecked')}
        </Button>
      </Popconfirm>
      {props.invalidCount > 0 && (
        <Popconfirm
          title={t('page.clearInvalidConfirm', { count: props.invalidCount })}
          okText={t('page.confirm')}
          cancelText={t('page.cancel')}
          onConfirm={props.onClearInvalid}
        >
          <Button type="link" style={{ padding: 0, color: palette.textSecondary }}>
            {t('page.clearInvalid')}
          </Button>
        </Popconfirm>
      )}
      <div style={{ marginLeft: 'auto', display: 'flex', alignItems: 'center', gap: 20 }}>
        <span style={{ color: palette.textSecondary }}>
          {t('summary.selected', { count: checkedCount })}
          {!none && totals && (
            <span style={{ marginLeft: 8 }}>{t('summary.units', { count: totals.goods_num })}</span>
          )}
        </span>
        <div style={{ textAlign: 'right', lineHeight: '20px' }}>
          <div>
            {props.calculating && <Spin size="small" style={{ marginRight: 8 }} />}
            <span style={{ color: palette.textSecondary }}>{t('summary.total')}</span>
            <strong data-testid="cart-pay-money">
              <Price value={money(totals?.pay_money)} size={20} emphasis />
            </strong>
          </div>
          <div style={{ fontSize: 12, color: palette.textMuted }}>
            {t('summary.goodsMoney')}
            {formatYuan(money(totals?.goods_money))}
            {!none && isPositive(totals?.promotion_money) && (
              <span style={{ marginLeft: 12, color: palette.brand }}>
                {t('summary.promotionMoney')}
                {formatYuan(money(totals?.promotion_money), '-')}
              </span>
            )}
            {!none && isPositive(totals?.manjian_money) && (
              <span
                data-testid="cart-manjian-money"
                style={{ marginLeft: 12, color: palette.brand }}
              >
                {t('summary.manjianMoney')}
                {formatYuan(money(totals?.manjian_money), '-')}
              </span>
            )}
          </div>
        </div>
        <Button
          type="primary"
          disabled={none}
          onClick={props.onCheckout}
          style={{ height: 64, width: 140, fontSize: 18, borderRadius: 0 }}
        >
          {t('summary.checkout')}
        </Button>
      </div>
    </div>
  );
}
