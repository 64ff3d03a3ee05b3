import type { RechargeRow } from '@shop/contracts/member';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLOURS = { '0': 'orange', '1': 'blue', '2': 'green', '-1': 'default' } as const;

/** A recharge's state: 待支付, 待确认收款, 已到账, 已关闭, or 凭证被驳回 (waiting again with a reason). */
export function RechargeStatusTag({ row }: { row: Pick<RechargeRow, 'status' | 'reject_reason'> }) {
  const { t } = useTranslation('account');
  if (row.status === 0 && row.reject_reason !== '')
    return <Tag color="red">{t('status.rejected')}</Tag>;
  return <Tag color={COLOURS[`${row.status}`]}>{t(`status.${row.status}`)}</Tag>;
}
