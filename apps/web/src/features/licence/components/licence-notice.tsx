import type { MemberQualification } from '@shop/contracts/member';
import { Alert } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMemberQualification } from '../api/get-member-qualification';

/** The reminders of the member's licences: under review, expired, ending within 30 days. */
export function licenceNotices(data: MemberQualification | undefined, t: TFunction<'licence'>) {
  if (!data || data.gate === 'off') return [];
  const notices: Array<{ type: 'warning' | 'error'; text: string }> = [];
  for (const doc of data.types) {
    const date = doc.current?.valid_to ?? '';
    if (doc.state === 'expired')
      notices.push({ type: 'error', text: t('notice.expired', { name: doc.type_name, date }) });
    else if (doc.state === 'expiring')
      notices.push({
        type: 'warning',
        text: t('notice.expiring', { name: doc.type_name, date, days: doc.days_left }),
      });
  }
  if (data.gate === 'review') notices.push({ type: 'warning', text: t('notice.review') });
  return notices;
}

/**
 * The licence reminders as one banner linking to /member/qualification (issue 16): on the member
 * index, the top bar's member area, the cart and the goods page. Nothing when all is well.
 */
export function LicenceNotice({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('licence');
  const { data } = useMemberQualification();
  const notices = licenceNotices(data, t);
  if (notices.length === 0) return null;
  const worst = notices.some((n) => n.type === 'error') ? 'error' : 'warning';
  return (
    <Alert
      role="alert"
      type={worst}
      showIcon
      banner={compact}
      title={
        <span>
          {notices.map((n) => n.text).join(' ')}{' '}
          <Link to="/member/qualification">{t('notice.go')}</Link>
        </span>
      }
      style={compact ? undefined : { marginBottom: 12 }}
    />
  );
}
