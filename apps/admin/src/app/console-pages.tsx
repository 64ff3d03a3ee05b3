import {
  ApiOutlined,
  AuditOutlined,
  CommentOutlined,
  CustomerServiceOutlined,
  DashboardOutlined,
  ExceptionOutlined,
  FieldTimeOutlined,
  MedicineBoxOutlined,
  PayCircleOutlined,
  RollbackOutlined,
  SafetyCertificateOutlined,
  SettingOutlined,
  ShopOutlined,
  ShoppingCartOutlined,
  TeamOutlined,
  TransactionOutlined,
  UserSwitchOutlined,
} from '@ant-design/icons';
import type { StaffPermission } from '@shop/contracts/staff';
import { lazyPage } from '@shop/web-kit/lazy-route';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { ACCOUNTS_PAGE, CATALOGUE_PAGES } from './catalogue-pages';
import { IMPORTS_PAGE } from './erp-pages';

/**
 * One section of the console: its address, the permission it needs (contracts `access.ts`), its
 * menu entry (label `layout:menu.<key>`, icon) and its routes, relative to its path, each page
 * loaded lazily (`lazyPage`). The sider menu, the routes and the 403 guard are all built from this
 * one table. A section whose screens are not built yet (`routes` absent) shows in the menu greyed
 * out and has no route, so its address answers 404.
 */
export type ConsolePage = {
  key: string;
  path: string;
  permission: StaffPermission;
  icon: ReactNode;
  /** The section's pages: `{ index: true, lazy }` for its list, `{ path: ':id', lazy }` etc. */
  routes?: RouteObject[];
};

export const CONSOLE_PAGES: readonly ConsolePage[] = [
  {
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
  },
  {
    key: 'orders',
    path: '/orders',
    permission: 'order.read',
    icon: <ShoppingCartOutlined />,
    routes: [
      {
        index: true,
        lazy: lazyPage(
          () => import('./routes/orders'),
          (m) => m.OrdersPage,
        ),
      },
      {
        path: 'picking',
        lazy: lazyPage(
          () => import('./routes/order-picking'),
          (m) => m.OrderPickingPage,
        ),
      },
      {
        path: ':orderId',
        lazy: lazyPage(
          () => import('./routes/order-detail'),
          (m) => m.OrderDetailPage,
        ),
      },
    ],
  },
  {
    key: 'refunds',
    path: '/refunds',
    permission: 'refund.read',
    icon: <RollbackOutlined />,
    routes: [
      {
        index: true,
        lazy: lazyPage(
          () => import('./routes/refunds'),
          (m) => m.RefundsPage,
        ),
      },
      {
        path: ':refundId',
        lazy: lazyPage(
          () => import('./routes/refund-detail'),
          (m) => m.RefundDetailPage,
        ),
      },
    ],
  },
  {
    key: 'complaints',
    path: '/complaints',
    permission: 'complaint.decide',
    icon: <ExceptionOutlined />,
    routes: [
      {
        index: true,
        lazy: lazyPage(
          () => import('./routes/complaints'),
          (m) => m.ComplaintsPage,
        ),
      },
    ],
  },
  {
    key: 'members',
    path: '/members',
    permission: 'member.read',
    icon: <TeamOutlined />,
    routes: [
      {
        index: true,
        lazy: lazyPage(
          () => import('./routes/members'),
          (m) => m.MembersPage,
        ),
      },
      {
        path: ':memberId',
        lazy: lazyPage(
          () => import('./routes/member-detail'),
          (m) => m.MemberDetailPage,
        ),
      },
    ],
  },
  {
    key: 'recharges',
    path: '/recharges',
    permission: 'recharge.review',
    icon: <PayCircleOutlined />,
    routes: [
      {
        index: true,
        lazy: lazyPage(
          () => import('./routes/recharges'),
          (m) => m.RechargesPage,
        ),
      },
    ],
  },
  {
    key: 'withdrawals',
    path: '/withdrawals',
    permission: 'withdraw.review',
    icon: <TransactionOutlined />,
    routes: [
      {
        index: true,
        lazy: lazyPage(
          () => import('./routes/withdrawals'),
          (m) => m.WithdrawalsPage,
        ),
      },
    ],
  },
  {
    key: 'documents',
    path: '/documents',
    permission: 'document.review',
    icon: <SafetyCertificateOutlined />,
    routes: [
      {
        index: true,
        lazy: lazyPage(
          () => import('./routes/documents'),
          (m) => m.DocumentsPage,
        ),
      },
    ],
  },
  {
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
  },
  ACCOUNTS_PAGE,
  {
    key: 'goods',
    path: '/goods',
    permission: 'goods.edit',
    icon: <MedicineBoxOutlined />,
    routes: [
      {
        index: true,
        lazy: lazyPage(
          () => import('./routes/goods'),
          (m) => m.GoodsPage,
        ),
      },
      {
        path: 'new',
        lazy: lazyPage(
          () => import('./routes/goods-editor'),
          (m) => m.GoodsEditorPage,
        ),
      },
      {
        path: ':goodsId/edit',
        lazy: lazyPage(
          () => import('./routes/goods-editor'),
          (m) => m.GoodsEditorPage,
        ),
      },
    ],
  },
  {
    key: 'near_expiry',
    path: '/near-expiry',
    permission: 'goods.edit',
    icon: <FieldTimeOutlined />,
    routes: [
      {
        index: true,
        lazy: lazyPage(
          () => import('./routes/near-expiry'),
          (m) => m.NearExpiryPage,
        ),
      },
    ],
  },
  ...CATALOGUE_PAGES,
  IMPORTS_PAGE,
  {
    key: 'evaluations',
    path: '/evaluations',
    permission: 'evaluate.manage',
    icon: <CommentOutlined />,
    routes: [
      {
        index: true,
        lazy: lazyPage(
          () => import('./routes/evaluations'),
          (m) => m.EvaluationsPage,
        ),
      },
    ],
  },
  {
    key: 'stores',
    path: '/stores',
    permission: 'store.manage',
    icon: <ShopOutlined />,
    routes: [
      {
        index: true,
        lazy: lazyPage(
          () => import('./routes/stores'),
          (m) => m.StoresPage,
        ),
      },
    ],
  },
  {
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
  },
  {
    key: 'erp',
    path: '/erp',
    permission: 'erp.manage',
    icon: <ApiOutlined />,
    routes: [
      {
        index: true,
        lazy: lazyPage(
          () => import('./routes/erp-keys'),
          (m) => m.ErpKeysPage,
        ),
      },
      {
        path: 'calls',
        lazy: lazyPage(
          () => import('./routes/erp-calls'),
          (m) => m.ErpCallsPage,
        ),
      },
    ],
  },
  {
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
  },
];

/** The chat workbench: the storefront app's page, under the same staff session. */
export const WORKBENCH = {
  href: '/workbench',
  permission: 'workbench.use' as StaffPermission,
  icon: <CustomerServiceOutlined />,
};
