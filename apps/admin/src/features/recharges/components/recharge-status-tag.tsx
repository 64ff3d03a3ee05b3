import type { ConsoleRechargeRow } from '@shop/contracts/member';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLOURS = { '0': 'orange', '1': 'blue', '2': 'green', '-1': 'default' } as const;

/** A recharge's state; one waiting payment again after a rejection says so. */
export function RechargeStatusTag({
  row,
}: {
  row: Pick<ConsoleRechargeRow, 'status' | 'reject_reason'>;
}) {
  const { t } = useTranslation('recharges');
  if (row.status === 0 && row.reject_reason !== '')
    return <Tag color="red">{t('status.rejected')}</Tag>;
  return <Tag color={COLOURS[`${row.status}`]}>{t(`status.${row.status}`)}</Tag>;
}
