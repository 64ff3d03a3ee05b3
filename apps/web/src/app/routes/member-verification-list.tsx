import type { VerifyType } from '@shop/contracts/verify';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { parsePage } from '@/features/catalogue/lib/brand-initials';
import { VerifyRecordsPanel } from '@/features/verify/components/verify-records-panel';
import { verifyTypeFromParams } from '@/features/verify/lib/verify-paths';

/** /member/verification_list 核销记录 (login required): the page and kind live in `?page=&type=`. */
export function MemberVerificationListPage() {
  const [params, setParams] = useSearchParams();
  const go = useCallback(
    (page: number, type: VerifyType | undefined) => {
      const next = new URLSearchParams();
      if (page > 1) next.set('page', String(page));
      if (type) next.set('type', type);
      setParams(next);
      window.scrollTo({ top: 0 });
    },
    [setParams],
  );
  return (
    <VerifyRecordsPanel
      page={parsePage(params.get('page'))}
      type={verifyTypeFromParams(params)}
      onChange={go}
    />
  );
}
