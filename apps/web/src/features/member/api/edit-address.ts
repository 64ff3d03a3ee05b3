import { type AddressEditBody, addressEditEndpoint } from '@shop/contracts/member';
import { apiCall } from '@shop/web-kit/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADDRESS_KEY } from './get-address-page';

/** `/api/memberaddress/edit`: the answer's data carries nothing the page needs. */
export const editAddress = (body: AddressEditBody) => apiCall(addressEditEndpoint, body);

export function useEditAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADDRESS_KEY }),
  });
}
