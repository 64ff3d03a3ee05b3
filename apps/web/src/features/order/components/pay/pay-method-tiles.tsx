import {
  AlipayCircleOutlined,
  BankOutlined,
  CreditCardOutlined,
  WalletOutlined,
  WechatOutlined,
} from '@ant-design/icons';
import type { PayInfo } from '@shop/contracts/order';
import { theme } from 'antd';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { palette } from '@/app/theme';
import type { CashierMethod, MethodState } from './pay-methods';

const ICONS = {
  balance: WalletOutlined,
  offline: BankOutlined,
  credit: CreditCardOutlined,
  alipay: AlipayCircleOutlined,
  wechatpay: WechatOutlined,
};

type Props = {
  info: PayInfo;
  methods: MethodState[];
  value: CashierMethod;
  onChange: (type: CashierMethod) => void;
  disabled: boolean;
};

/** The means of payment as tiles: name, what is available, and why one cannot pay. */
export function PayMethodTiles({ info, methods, value, onChange, disabled }: Props) {
  const { t } = useTranslation('checkout');
  const { token } = theme.useToken();
  const hint = (type: CashierMethod) =>
    type === 'balance'
      ? t('pay.balanceHint', { money: info.account.balance })
      : type === 'credit'
        ? t('pay.creditHint', { money: info.account.credit_available })
        : t(`pay.${type}Hint`);
  const pick = (method: MethodState) => {
    if (method.enabled && !disabled) onChange(method.type);
  };
  const onKey = (event: KeyboardEvent, method: MethodState) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      pick(method);
    }
  };
  return (
    <div
      role="radiogroup"
      aria-label={t('pay.methods')}
      style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}
    >
      {methods.map((method) => {
        const Icon = ICONS[method.type];
        const chosen = method.type === value;
        return (
          <div
            key={method.type}
            role="radio"
            aria-checked={chosen}
            aria-disabled={!method.enabled}
            tabIndex={method.enabled ? 0 : -1}
            onClick={() => pick(method)}
            onKeyDown={(event) => onKey(event, method)}
            style={{
              width: 240,
              padding: '14px 16px',
              display: 'flex',
              gap: 12,
              alignItems: 'center',
              borderRadius: token.borderRadius,
              border: `${chosen ? 2 : 1}px solid ${chosen ? token.colorPrimary : token.colorBorder}`,
              margin: chosen ? 0 : 1,
              background: method.enabled ? palette.white : token.colorFillQuaternary,
              cursor: method.enabled ? 'pointer' : 'not-allowed',
              opacity: method.enabled ? 1 : 0.6,
            }}
          >
            <Icon
              style={{ fontSize: 28, color: method.enabled ? token.colorPrimary : undefined }}
            />
            <div>
              <div style={{ fontSize: 15, fontWeight: 600 }}>{t(`pay.${method.type}`)}</div>
              <div style={{ fontSize: 12, color: token.colorTextSecondary }}>
                {hint(method.type)}
              </div>
              {method.reason && (
                <div style={{ fontSize: 12, color: palette.brand }}>{t(method.reason)}</div>
              )}
            </div>
          </div>
        );
      })}
    </div>
  );
}
