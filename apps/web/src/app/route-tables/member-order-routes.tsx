import { lazyPage } from '@shop/web-kit/lazy-route';
import type { RouteObject } from 'react-router';
import { handle } from '@/lib/route-handle';

/** The member centre's order pages: orders, pickup verification, after-sales, logistics. */
export const memberOrderRoutes: RouteObject[] = [
  {
    path: 'order_list',
    handle: handle({ titleKey: 'order:titles.orderList' }),
    lazy: lazyPage(
      () => import('../routes/member-order-list'),
      (m) => m.MemberOrderListPage,
    ),
  },
  {
    path: 'order_detail',
    handle: handle({ titleKey: 'order:titles.orderDetail' }),
    lazy: lazyPage(
      () => import('../routes/member-order-detail'),
      (m) => m.MemberOrderDetailPage,
    ),
  },
  {
    path: 'order_detail_pickup',
    handle: handle({ titleKey: 'order:titles.orderDetail' }),
    lazy: lazyPage(
      () => import('../routes/member-order-detail-pickup'),
      (m) => m.MemberOrderDetailPickupPage,
    ),
  },
  {
    path: 'order_detail_local_delivery',
    handle: handle({ titleKey: 'order:titles.orderDetail' }),
    lazy: lazyPage(
      () => import('../routes/member-order-detail-local-delivery'),
      (m) => m.MemberOrderDetailLocalDeliveryPage,
    ),
  },
  {
    path: 'order_detail_virtual',
    handle: handle({ titleKey: 'order:titles.orderDetail' }),
    lazy: lazyPage(
      () => import('../routes/member-order-detail-virtual'),
      (m) => m.MemberOrderDetailVirtualPage,
    ),
  },
  {
    path: 'verification',
    handle: handle({ titleKey: 'verify:titles.desk' }),
    lazy: lazyPage(
      () => import('../routes/member-verification'),
      (m) => m.MemberVerificationPage,
    ),
  },
  {
    path: 'verification_list',
    handle: handle({ titleKey: 'verify:titles.list' }),
    lazy: lazyPage(
      () => import('../routes/member-verification-list'),
      (m) => m.MemberVerificationListPage,
    ),
  },
  {
    path: 'verification_detail',
    handle: handle({ titleKey: 'verify:titles.detail' }),
    lazy: lazyPage(
      () => import('../routes/member-verification-detail'),
      (m) => m.MemberVerificationDetailPage,
    ),
  },
  {
    path: 'refund',
    handle: handle({ titleKey: 'aftersale:titles.refund' }),
    lazy: lazyPage(
      () => import('../routes/member-refund'),
      (m) => m.MemberRefundPage,
    ),
  },
  {
    path: 'refund_detail',
    handle: handle({ titleKey: 'aftersale:titles.refundDetail' }),
    lazy: lazyPage(
      () => import('../routes/member-refund-detail'),
      (m) => m.MemberRefundDetailPage,
    ),
  },
  {
    path: 'activist',
    handle: handle({ titleKey: 'aftersale:titles.activist' }),
    lazy: lazyPage(
      () => import('../routes/member-activist'),
      (m) => m.MemberActivistPage,
    ),
  },
  {
    path: 'complain',
    handle: handle({ titleKey: 'aftersale:titles.complain' }),
    lazy: lazyPage(
      () => import('../routes/member-complain'),
      (m) => m.MemberComplainPage,
    ),
  },
  {
    path: 'logistics',
    handle: handle({ titleKey: 'order:titles.logistics' }),
    lazy: lazyPage(
      () => import('../routes/member-logistics'),
      (m) => m.MemberLogisticsPage,
    ),
  },
];
