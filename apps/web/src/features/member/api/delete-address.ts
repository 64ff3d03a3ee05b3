import { apiCall } from '@shop/web-kit/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addressDeleteEndpoint } from '@shop/contracts/member';
import { ADDRESS_KEY } from './get-address-page';

/** `/api/memberaddress/delete`: removes one of the member's addresses. */
export const deleteAddress = (id: number) => apiCall(addressDeleteEndpoint, { id });

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADDRESS_KEY }),
  });
}
