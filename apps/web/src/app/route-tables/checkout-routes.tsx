import { lazyPage } from '@shop/web-kit/lazy-route';
import type { RouteObject } from 'react-router';
import { handle } from '@/lib/route-handle';

/** The pages of buying (spec §2: login required): cart, checkout, payment, evaluation. */
export const checkoutRoutes: RouteObject[] = [
  {
    path: '/cart',
    handle: handle({ titleKey: 'cart:titles.cart' }),
    lazy: lazyPage(
      () => import('../routes/cart'),
      (m) => m.CartPage,
    ),
  },
  {
    path: '/payment',
    handle: handle({ titleKey: 'checkout:titles.payment' }),
    lazy: lazyPage(
      () => import('../routes/payment'),
      (m) => m.PaymentPage,
    ),
  },
  {
    path: '/pay',
    handle: handle({ titleKey: 'checkout:titles.pay' }),
    lazy: lazyPage(
      () => import('../routes/pay'),
      (m) => m.PayPage,
    ),
  },
  {
    path: '/result',
    handle: handle({ titleKey: 'checkout:titles.result' }),
    lazy: lazyPage(
      () => import('../routes/pay-result'),
      (m) => m.PayResultPage,
    ),
  },
  {
    path: '/evaluate',
    handle: handle({ titleKey: 'evaluate:titles.evaluate' }),
    lazy: lazyPage(
      () => import('../routes/evaluate'),
      (m) => m.EvaluatePage,
    ),
  },
  {
    path: '/point/payment',
    handle: handle({ titleKey: 'point:titles.payment' }),
    lazy: lazyPage(
      () => import('../routes/point-payment'),
      (m) => m.PointPaymentPage,
    ),
  },
  {
    path: '/promotion/combo_payment',
    handle: handle({ titleKey: 'combo:titles.payment' }),
    lazy: lazyPage(
      () => import('../routes/promotion-combo-payment'),
      (m) => m.ComboPaymentPage,
    ),
  },
  {
    path: '/promotion/groupbuy_payment',
    handle: handle({ titleKey: 'groupbuy:titles.payment' }),
    lazy: lazyPage(
      () => import('../routes/promotion-groupbuy-payment'),
      (m) => m.GroupbuyPaymentPage,
    ),
  },
  {
    path: '/promotion/topic_payment',
    handle: handle({ titleKey: 'topic:titles.payment' }),
    lazy: lazyPage(
      () => import('../routes/promotion-topic-payment'),
      (m) => m.TopicPaymentPage,
    ),
  },
];
