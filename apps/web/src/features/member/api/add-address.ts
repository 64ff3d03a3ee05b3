import type { AddressAddBody } from '@shop/contracts/member';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPost } from '@/lib/api-client';
import { ADDRESS_KEY } from './get-address-page';

/**
 * The new address's id. The contract leaves the answer open: Niushop answers the id itself;
 * an object with `id` is accepted too.
 */
export const NewAddressIdSchema = z.union([
  z.number().int().positive(),
  z.object({ id: z.number().int().positive() }).transform((o) => o.id),
]);

/** `/api/memberaddress/add`: answers the new address's id. */
export const addAddress = (body: AddressAddBody) =>
  apiPost('/api/memberaddress/add', body, NewAddressIdSchema);

export function useAddAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADDRESS_KEY }),
  });
}
