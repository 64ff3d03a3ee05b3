import type { MemberAccountInfo } from '@shop/contracts/member';
import { formatYuan } from '@shop/web-kit/money';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { palette } from '@/app/theme';

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  const text = (
    <div style={{ color: palette.textSecondary }}>
      {label}
      {hint && <span style={{ marginLeft: 4, color: palette.textMuted }}>ⓘ</span>}
    </div>
  );
  return (
    <div style={{ minWidth: 110 }}>
      {hint ? <Tooltip title={hint}>{text}</Tooltip> : text}
      <div style={{ fontSize: 22, fontWeight: 700, color: palette.text, marginTop: 6 }}>
        {formatYuan(value)}
      </div>
    </div>
  );
}

/** /member/account's head: balance, frozen, and the credit line (账期) with what is left. */
export function AccountSummary({ info }: { info: MemberAccountInfo }) {
  const { t } = useTranslation('account');
  return (
    <div
      style={{
        display: 'flex',
        alignItems: 'center',
        flexWrap: 'wrap',
        gap: 24,
        padding: '20px 24px',
        background: palette.brandWash,
        border: `1px solid ${palette.brandBorder}`,
        marginBottom: 16,
      }}
    >
      <div style={{ minWidth: 180 }}>
        <div style={{ color: palette.textSecondary }}>{t('summary.balance')}</div>
        <div
          data-testid="account-balance"
          style={{ color: palette.brand, fontSize: 32, fontWeight: 700, lineHeight: '44px' }}
        >
          {formatYuan(info.balance)}
        </div>
      </div>
      <Figure
        label={t('summary.frozen')}
        value={info.balance_frozen}
        hint={t('summary.frozenHint')}
      />
      <Figure label={t('summary.creditLimit')} value={info.credit_limit} />
      <Figure label={t('summary.creditUsed')} value={info.credit_used} />
      <Figure label={t('summary.creditAvailable')} value={info.credit_available} />
      <div style={{ marginLeft: 'auto', display: 'flex', gap: 8 }}>
        <Link to="/member/recharge_order">
          <Button type="primary" danger>
            {t('summary.recharge')}
          </Button>
        </Link>
        <Link to="/member/recharge_list">
          <Button>{t('summary.rechargeList')}</Button>
        </Link>
      </div>
    </div>
  );
}
