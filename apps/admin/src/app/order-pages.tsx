import { ExceptionOutlined, RollbackOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import { lazyPage } from '@shop/web-kit/lazy-route';
import type { ConsolePage } from './console-page';

/* The console's order sections (see `CONSOLE_PAGES`): orders, picking, refunds, complaints. */

export const ORDER_PAGES: readonly ConsolePage[] = [
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
];
