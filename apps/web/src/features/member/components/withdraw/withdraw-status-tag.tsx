import type { WithdrawStatus } from '@shop/contracts/member';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<WithdrawStatus, string> = { 0: 'orange', 1: 'blue', 2: 'green', [-1]: 'red' };

/** 待审核 / 待打款 / 已打款 / 已驳回. */
export function WithdrawStatusTag({ status }: { status: WithdrawStatus }) {
  const { t } = useTranslation('withdraw');
  return (
    <Tag color={COLOURS[status]} style={{ marginInlineEnd: 0 }}>
      {t(`status.${status}`)}
    </Tag>
  );
}
