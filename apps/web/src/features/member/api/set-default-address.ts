import { apiCall } from '@shop/web-kit/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addressSetDefaultEndpoint } from '@shop/contracts/member';
import { ADDRESS_KEY } from './get-address-page';

/** `/api/memberaddress/setdefault`: makes one of the member's addresses the default. */
export const setDefaultAddress = (id: number) => apiCall(addressSetDefaultEndpoint, { id });

export function useSetDefaultAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDefaultAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADDRESS_KEY }),
  });
}
