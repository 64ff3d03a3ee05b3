import { WithdrawApplyPanel } from '@/features/member/components/withdraw/withdraw-apply-panel';

/** /member/apply_withdrawal (余额提现, login required). */
export function MemberApplyWithdrawalPage() {
  return <WithdrawApplyPanel />;
}
