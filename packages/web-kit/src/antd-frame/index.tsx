import { App as AntApp, ConfigProvider, type ThemeConfig } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * antd in the app's language and theme, inside antd's App (message, modal), showing one toast at
 * a time (spec §8: only one toast shows at a time; a new one closes the old).
 */
export function AntdFrame({ theme, children }: { theme: ThemeConfig; children: ReactNode }) {
  const { i18n } = useTranslation();
  return (
    <ConfigProvider locale={i18n.language === 'en-US' ? enUS : zhCN} theme={theme}>
      <AntApp message={{ maxCount: 1 }}>{children}</AntApp>
    </ConfigProvider>
  );
}
