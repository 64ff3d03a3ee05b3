import { type AddressAddBody, addressAddEndpoint } from '@shop/contracts/member';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { ADDRESS_KEY } from './get-address-page';

/** `/api/memberaddress/add`: answers the new address's id. */
export const addAddress = (body: AddressAddBody) => apiCall(addressAddEndpoint, body);

export function useAddAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADDRESS_KEY }),
  });
}
