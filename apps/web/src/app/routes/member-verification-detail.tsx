import { useSearchParams } from 'react-router';
import { VerifyDetailPanel } from '@/features/verify/components/verify-detail-panel';
import { verifyIdFromParams } from '@/features/verify/lib/verify-paths';

/** /member/verification_detail?verify_id= 核销详情 (login required): one of the member's records. */
export function MemberVerificationDetailPage() {
  const [params] = useSearchParams();
  return <VerifyDetailPanel verifyId={verifyIdFromParams(params)} />;
}
