import { type AddressAddBody, addressAddEndpoint } from '@shop/contracts/member';
import { apiCall } from '@shop/web-kit/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
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
