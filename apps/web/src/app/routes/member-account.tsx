import { AccountPanel } from '@/features/member/components/account/account-panel';

/** /member/account 账户余额 (login required): money, ledger and on-account bills (issue 16). */
export function MemberAccountPage() {
  return <AccountPanel />;
}
