import { AntdFrame } from '@shop/web-kit/antd-frame';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@/lib/i18n';
import { queryClient } from './query-client';
import { theme } from './theme';

/** i18n, the query cache and antd (theme and language) around the whole console. */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <AntdFrame theme={theme}>{children}</AntdFrame>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
