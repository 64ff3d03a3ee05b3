import { BankAccountListPanel } from '@/features/member/components/withdraw/bank-account-list-panel';

/** /member/account_list (提现账户, login required): the member's withdrawal accounts. */
export function MemberAccountListPage() {
  return <BankAccountListPanel />;
}
