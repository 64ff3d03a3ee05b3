import { SecurityPanel } from '@/features/auth/components/security/security-panel';

/** /member/security (账户安全, login required): passwords, mobile, sessions (issue 16). */
export function MemberSecurityPage() {
  return <SecurityPanel />;
}
