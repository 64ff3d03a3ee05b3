import {
  consoleSettingsGetEndpoint,
  consoleSettingsSetEndpoint,
  type ConsoleSettings,
  type SetConsoleSettingsBodySchema,
} from '@shop/contracts/settings';
import { auditListsEndpoint } from '@shop/contracts/staff';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiCall } from '@/lib/api-client';

/** `/staff/api/settings/get`: the mall's settings (platform accounts only). */
export const settingsQueryOptions = () =>
  queryOptions({
    queryKey: [consoleSettingsGetEndpoint.path] as const,
    queryFn: ({ signal }) => apiCall(consoleSettingsGetEndpoint, {}, { signal }),
  });

export const useSettings = (enabled: boolean) => useQuery({ ...settingsQueryOptions(), enabled });

/**
 * `/staff/api/settings/set`: saves the groups given; the answer (the settings after the change)
 * replaces the cached settings, and the audit log is refreshed.
 */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof SetConsoleSettingsBodySchema>) =>
      apiCall(consoleSettingsSetEndpoint, body),
    onSuccess: (settings: ConsoleSettings) => {
      queryClient.setQueryData(settingsQueryOptions().queryKey, settings);
      return queryClient.invalidateQueries({ queryKey: [auditListsEndpoint.path] });
    },
  });
}
