import { formatYuan } from '@shop/web-kit/money';
import { Progress } from 'antd';
import { yuanToFen } from '@shop/contracts/money';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { palette } from '@/app/theme';
import { useAccountInfo } from '../../api/get-account-info';

/** The member index's credit line (账期额度): used of the limit, and what is still available. */
export function CreditLine() {
  const { t } = useTranslation('account');
  const info = useAccountInfo().data;
  const limit = info ? yuanToFen(info.credit_limit) : 0;
  const used = info ? yuanToFen(info.credit_used) : 0;
  return (
    <Link to="/member/account" style={{ display: 'block', width: 320, color: palette.text }}>
      <div style={{ display: 'flex', justifyContent: 'space-between' }}>
        <span style={{ fontWeight: 600 }}>{t('summary.creditLimit')}</span>
        <span>{info ? formatYuan(info.credit_limit) : '—'}</span>
      </div>
      <Progress
        percent={limit > 0 ? Math.round((used / limit) * 100) : 0}
        showInfo={false}
        strokeColor={palette.brand}
        aria-label={t('summary.creditUsed')}
      />
      <div
        style={{ display: 'flex', justifyContent: 'space-between', color: palette.textSecondary }}
      >
        <span>
          {t('summary.creditUsed')} {info ? formatYuan(info.credit_used) : '—'}
        </span>
        <span>
          {t('summary.creditAvailable')}{' '}
          <strong style={{ color: palette.brand }}>
            {info ? formatYuan(info.credit_available) : '—'}
          </strong>
        </span>
      </div>
    </Link>
  );
}
