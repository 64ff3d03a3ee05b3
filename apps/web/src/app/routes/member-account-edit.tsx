import { useNavigate, useSearchParams } from 'react-router';
import {
  ACCOUNT_LIST_PATH,
  BankAccountEditPanel,
} from '@/features/member/components/withdraw/bank-account-edit-panel';

/** /member/account_edit (login required): `?id=` edits that account, no id adds one. */
export function MemberAccountEditPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const raw = params.get('id');
  const id = raw === null || raw === '' ? null : /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  return (
    <BankAccountEditPanel
      key={raw ?? ''}
      id={id}
      onSaved={() => void navigate(ACCOUNT_LIST_PATH)}
    />
  );
}
