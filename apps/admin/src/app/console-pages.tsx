import { CustomerServiceOutlined, FileTextOutlined, GiftOutlined } from '@ant-design/icons';
import type { StaffPermission } from '@shop/contracts/staff';
import {
  CATALOGUE_PAGES,
  EVALUATIONS_PAGE,
  GOODS_PAGE,
  NEAR_EXPIRY_PAGE,
  STORES_PAGE,
} from './catalogue-pages';
import type { ReactNode } from 'react';
import type { ConsoleGroup, ConsolePage } from './console-page';
import { CONTENT_PAGES } from './content-pages';
import { ERP_KEYS_PAGE, IMPORTS_PAGE } from './erp-pages';
import { MEMBER_PAGES } from './member-pages';
import { ORDER_PAGES } from './order-pages';
import { PROMOTION_PAGES } from './promotion-pages';
import { DASHBOARD_PAGE, SETTINGS_PAGE } from './shop-pages';
import { ACCOUNTS_PAGE, AUDIT_PAGE, SERVICERS_PAGE } from './staff-pages';

/**
 * The console's sections in menu order (each described in `console-page.ts`, grouped by area in
 * the `*-pages.tsx` files): the sider menu, the routes and the 403 guard are all built from it.
 */
export const CONSOLE_PAGES: readonly ConsolePage[] = [
  DASHBOARD_PAGE,
  ...ORDER_PAGES,
  ...MEMBER_PAGES,
  SERVICERS_PAGE,
  ACCOUNTS_PAGE,
  GOODS_PAGE,
  NEAR_EXPIRY_PAGE,
  ...CATALOGUE_PAGES,
  IMPORTS_PAGE,
  EVALUATIONS_PAGE,
  STORES_PAGE,
  ...PROMOTION_PAGES,
  ...CONTENT_PAGES,
  SETTINGS_PAGE,
  ERP_KEYS_PAGE,
  AUDIT_PAGE,
];

/** The icons of the menu's groups (a group shows where its first section is in the order). */
export const CONSOLE_GROUPS: Record<ConsoleGroup, { icon: ReactNode }> = {
  marketing: { icon: <GiftOutlined /> },
  content: { icon: <FileTextOutlined /> },
};

/** The chat workbench: the storefront app's page, under the same staff session. */
export const WORKBENCH = {
  href: '/workbench',
  permission: 'workbench.use' as StaffPermission,
  icon: <CustomerServiceOutlined />,
};
