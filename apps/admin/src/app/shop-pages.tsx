import { DashboardOutlined, SettingOutlined } from '@ant-design/icons';
import { lazyPage } from '@shop/web-kit/lazy-route';
import type { ConsolePage } from './console-page';

/* The console's sections about the shop itself (see `CONSOLE_PAGES`): dashboard and settings. */

export const DASHBOARD_PAGE: ConsolePage = {
  key: 'dashboard',
  path: '/dashboard',
  permission: 'dashboard.read',
  icon: <DashboardOutlined />,
  routes: [
    {
      index: true,
      lazy: lazyPage(
        () => import('./routes/dashboard'),
        (m) => m.DashboardPage,
      ),
    },
  ],
};

export const SETTINGS_PAGE: ConsolePage = {
  key: 'settings',
  path: '/settings',
  permission: 'settings.manage',
  icon: <SettingOutlined />,
  routes: [
    {
      index: true,
      lazy: lazyPage(
        () => import('./routes/settings'),
        (m) => m.SettingsPage,
      ),
    },
  ],
};
