import type { QualificationStatus } from '@shop/contracts/member';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const QUALIFICATION_COLOUR: Record<QualificationStatus, string> = {
  none: 'default',
  waiting: 'processing',
  approved: 'success',
  expired: 'error',
  rejected: 'error',
};

/** A member's licence state by review and dates (未提交, 待审核, 已通过, 已过期, 已驳回). */
export function QualificationTag({ status }: { status: QualificationStatus }) {
  const { t } = useTranslation('members');
  return <Tag color={QUALIFICATION_COLOUR[status]}>{t(`qualification.${status}`)}</Tag>;
}

/** An account state: normal, or disabled (signed out, may not sign in). */
export function MemberStatusTag({ status }: { status: 0 | 1 }) {
  const { t } = useTranslation('members');
  return <Tag color={status === 1 ? 'success' : 'default'}>{t(`status.${status}`)}</Tag>;
}
