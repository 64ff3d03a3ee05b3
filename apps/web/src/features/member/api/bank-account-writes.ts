import {
  bankAccountAddEndpoint,
  bankAccountDeleteEndpoint,
  bankAccountEditEndpoint,
  bankAccountSetDefaultEndpoint,
  type BankAccountAddBody,
} from '@shop/contracts/member';
import { apiCall } from '@shop/web-kit/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BANK_ACCOUNT_KEY } from './get-bank-accounts';

/** The account calls that change something; each refreshes the member's accounts. */
function useAccountMutation<T>(mutationFn: (input: T) => Promise<number>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BANK_ACCOUNT_KEY }),
  });
}

/** `/api/memberbankaccount/add` (no id) or `edit`. */
export const useSaveBankAccount = () =>
  useAccountMutation((input: BankAccountAddBody & { id?: number }) =>
    input.id
      ? apiCall(bankAccountEditEndpoint, { ...input, id: input.id })
      : apiCall(bankAccountAddEndpoint, input),
  );

/** `/api/memberbankaccount/setdefault`. */
export const useSetDefaultBankAccount = () =>
  useAccountMutation((id: number) => apiCall(bankAccountSetDefaultEndpoint, { id }));

/** `/api/memberbankaccount/delete`. */
export const useDeleteBankAccount = () =>
  useAccountMutation((id: number) => apiCall(bankAccountDeleteEndpoint, { id }));
