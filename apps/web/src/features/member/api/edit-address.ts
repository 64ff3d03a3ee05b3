import type { AddressEditBody } from '@shop/contracts/member';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPost } from '@/lib/api-client';
import { ADDRESS_KEY } from './get-address-page';

/** `/api/memberaddress/edit`: the answer's data carries nothing the page needs. */
export const editAddress = (body: AddressEditBody) =>
  apiPost('/api/memberaddress/edit', body, z.unknown());

export function useEditAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADDRESS_KEY }),
  });
}
