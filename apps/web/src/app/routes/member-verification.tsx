import { VerifyDeskPanel } from '@/features/verify/components/verify-desk-panel';

/** /member/verification 核销台 (login required; a store's verifier): verify a buyer's code. */
export function MemberVerificationPage() {
  return <VerifyDeskPanel />;
}
