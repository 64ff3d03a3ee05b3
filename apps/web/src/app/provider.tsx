import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import type { ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
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

function LocalizedAntd({ children }: { children: ReactNode }) {
  const { i18n: instance } = useTranslation();
  return (
    <ConfigProvider locale={instance.language === 'en-US' ? enUS : zhCN} theme={theme}>
      {/* spec §8: only one toast shows at a time; a new one closes the old. */}
      <AntApp message={{ maxCount: 1 }}>
        <ToastBridge />
        {children}
      </AntApp>
    </ConfigProvider>
  );
}

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <LocalizedAntd>{children}</LocalizedAntd>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
