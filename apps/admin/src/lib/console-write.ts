import type { StaffEndpoint } from '@shop/contracts/staff';
import { apiCall } from '@shop/web-kit/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';

/**
 * A console write (issue 15): calls `endpoint` with the body given and, once it succeeds,
 * refreshes every cached answer of the calls in `refresh` (their query keys start with the path),
 * so the screen shows the new state. A refusal rejects with the server's ApiError.
 */
export function useConsoleWrite<Body extends z.ZodType, Data extends z.ZodType>(
  endpoint: StaffEndpoint<Body, Data>,
  refresh: readonly string[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<Body>) => apiCall(endpoint, body),
    onSuccess: () =>
      Promise.all(refresh.map((path) => queryClient.invalidateQueries({ queryKey: [path] }))),
  });
}
