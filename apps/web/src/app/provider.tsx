import { AntdFrame } from '@shop/web-kit/antd-frame';
import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp } from 'antd';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@/lib/i18n';
import { bindToast } from '@/lib/toast';
import { queryClient } from './query-client';
import { refetchOnLanguageChange } from './refetch-on-language';
import { theme } from './theme';

// Subscribed when the app loads, before main restores the saved language.
refetchOnLanguageChange();

function ToastBridge() {
  const { message } = AntApp.useApp();
  bindToast(message);
  return null;
}

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <AntdFrame theme={theme}>
          <ToastBridge />
          {children}
        </AntdFrame>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
