import { ProfilePanel } from '@/features/auth/components/profile/profile-panel';

/** /member/info (个人资料, login required): the member's profile (issue 16). */
export function MemberInfoPage() {
  return <ProfilePanel />;
}
