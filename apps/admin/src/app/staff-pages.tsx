import { AuditOutlined, IdcardOutlined, UserSwitchOutlined } from '@ant-design/icons';
import { lazyPage } from '@shop/web-kit/lazy-route';
import type { ConsolePage } from './console-page';

/*
 * The console's sections about staff (see `CONSOLE_PAGES`): the chat servicers, the staff accounts
 * of every role (issue 25) and the audit log.
 */

export const SERVICERS_PAGE: ConsolePage = {
  key: 'servicers',
  path: '/servicers',
  permission: 'servicer.manage',
  icon: <UserSwitchOutlined />,
  routes: [
    {
      index: true,
      lazy: lazyPage(
        () => import('./routes/servicers'),
        (m) => m.ServicersPage,
      ),
    },
  ],
};

export const ACCOUNTS_PAGE: ConsolePage = {
  key: 'accounts',
  path: '/accounts',
  permission: 'staff.manage',
  icon: <IdcardOutlined />,
  routes: [
    {
      index: true,
      lazy: lazyPage(
        () => import('./routes/staff-accounts'),
        (m) => m.StaffAccountsPage,
      ),
    },
  ],
};

export const AUDIT_PAGE: ConsolePage = {
  key: 'audit',
  path: '/audit',
  permission: 'audit.read',
  icon: <AuditOutlined />,
  routes: [
    {
      index: true,
      lazy: lazyPage(
        () => import('./routes/audit'),
        (m) => m.AuditPage,
      ),
    },
  ],
};
