import {
  consoleSettingsGetEndpoint,
  consoleSettingsSetEndpoint,
  type ConsoleSettings,
  type SetConsoleSettingsBodySchema,
} from '@shop/contracts/settings';
import { auditListsEndpoint } from '@shop/contracts/staff';
import { apiCall } from '@shop/web-kit/api';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useState } from 'react';
import type { z } from 'zod';

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

/**
 * One settings card's save: sends its group, says `done` on success, and keeps the server's
 * refusal to show above the card's form until the next try.
 */
export function useSettingsCardSave(done: string) {
  const { message } = App.useApp();
  const save = useSaveSettings();
  const [refusal, setRefusal] = useState<string | null>(null);
  async function submit(body: z.input<typeof SetConsoleSettingsBodySchema>) {
    setRefusal(null);
    try {
      await save.mutateAsync(body);
      void message.success(done);
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : String(error));
    }
  }
  return { submit, refusal, pending: save.isPending };
}
