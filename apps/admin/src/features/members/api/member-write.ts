import { consoleMemberDetailEndpoint, consoleMemberListEndpoint } from '@shop/contracts/member';
import type { StaffEndpoint } from '@shop/contracts/staff';
import { apiCall } from '@shop/web-kit/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';

/**
 * One of the console's member changes (`/staff/api/member/setlabel`, `adjustbalance`, `disable`,
 * ...): sends the body as the endpoint declares it and, once the server has made the change,
 * refreshes every member detail and every page of the member list (the dashboard's waiting
 * licences count is one of those pages). A refusal rejects with the server's message.
 */
export function useMemberWrite<Body extends z.ZodType, Data extends z.ZodType>(
  endpoint: StaffEndpoint<Body, Data>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<Body>) => apiCall(endpoint, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [consoleMemberDetailEndpoint.path] }),
        queryClient.invalidateQueries({ queryKey: [consoleMemberListEndpoint.path] }),
      ]),
  });
}
