import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import type { ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { i18n } from '@/lib/i18n';
import { queryClient } from './query-client';
import { theme } from './theme';

function LocalizedAntd({ children }: { children: ReactNode }) {
  const { i18n: instance } = useTranslation();
  return (
    <ConfigProvider locale={instance.language === 'en-US' ? enUS : zhCN} theme={theme}>
      <AntApp message={{ maxCount: 1 }}>{children}</AntApp>
    </ConfigProvider>
  );
}

/** i18n, the query cache and antd (theme and language) around the whole console. */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <LocalizedAntd>{children}</LocalizedAntd>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
