import { lazyPage } from '@shop/web-kit/lazy-route';
import { Navigate, type RouteObject } from 'react-router';
import { skuIdOfSlug } from '@shop/contracts/catalogue';
import { parseSlugId } from '@/features/cms/lib/help-paths';
import { PROMOTION_PAGE_KINDS, promotionTitleKey } from '@/features/promotion/lib/promotion-paths';
import type { RouteHandle } from '@/lib/route-handle';
import { MainLayout } from './layouts/main-layout';
import { RequireAuth } from './require-auth';
import { RootShell } from './root-shell';
import { RouteError } from './route-error';

const handle = (h: RouteHandle) => h;

// Layouts other than the storefront frame load with their first page.
const memberLayout = lazyPage(
  () => import('./layouts/member-layout'),
  (m) => m.MemberLayout,
);

/**
 * Every page of the storefront. Pages load lazily (one chunk each); login-required pages sit
 * under RequireAuth, which sends a visitor to /login?redirect=… and back after login.
 */
export const routes: RouteObject[] = [
  {
    element: <RootShell />,
    errorElement: <RouteError />,
    children: [
      {
        element: <MainLayout />,
        children: [
          { index: true, element: <Navigate to="/index" replace /> },
          {
            path: '/index',
            handle: handle({ titleKey: 'common:titles.home', fullWidth: true }),
            lazy: lazyPage(
              () => import('./routes/home'),
              (m) => m.HomePage,
            ),
          },
          {
            path: '/category',
            handle: handle({ titleKey: 'pages:titles.category' }),
            lazy: lazyPage(
              () => import('./routes/category'),
              (m) => m.CategoryPage,
            ),
          },
          {
            path: '/brand',
            handle: handle({ titleKey: 'pages:titles.brand' }),
            lazy: lazyPage(
              () => import('./routes/brand'),
              (m) => m.BrandPage,
            ),
          },
          {
            path: '/list',
            handle: handle({ titleKey: 'pages:titles.list' }),
            lazy: lazyPage(
              () => import('./routes/goods-list'),
              (m) => m.GoodsListPage,
            ),
          },
          {
            path: '/street',
            handle: handle({ titleKey: 'pages:titles.street' }),
            lazy: lazyPage(
              () => import('./routes/street'),
              (m) => m.StreetPage,
            ),
          },
          {
            path: '/activity',
            handle: handle({ titleKey: 'pages:titles.activity', fullWidth: true }),
            lazy: lazyPage(
              () => import('./routes/activity'),
              (m) => m.ActivityPage,
            ),
          },
          {
            path: '/coupon',
            handle: handle({ titleKey: 'coupon:titles.centre' }),
            lazy: lazyPage(
              () => import('./routes/coupon-centre'),
              (m) => m.CouponCentrePage,
            ),
          },
          {
            path: '/point',
            handle: handle({ titleKey: 'point:titles.mall' }),
            lazy: lazyPage(
              () => import('./routes/point-mall'),
              (m) => m.PointMallPage,
            ),
          },
          {
            path: '/promotion/seckill',
            handle: handle({ titleKey: 'seckill:titles.zone' }),
            lazy: lazyPage(
              () => import('./routes/promotion-seckill'),
              (m) => m.SeckillZonePage,
            ),
          },
          {
            path: '/promotion/groupbuy',
            handle: handle({ titleKey: 'groupbuy:titles.zone' }),
            lazy: lazyPage(
              () => import('./routes/promotion-groupbuy'),
              (m) => m.GroupbuyZonePage,
            ),
          },
          {
            path: '/promotion/topic',
            handle: handle({ titleKey: 'topic:titles.list' }),
            lazy: lazyPage(
              () => import('./routes/promotion-topic-list'),
              (m) => m.TopicListPage,
            ),
          },
          {
            // /promotion/{seckill|groupbuy|combo|topic|topic-goods}-{id}: the page reads the id.
            path: '/promotion/:promoSlug',
            handle: handle({
              titleKey: ({ promoSlug }) => promotionTitleKey(promoSlug),
              linkPatterns: PROMOTION_PAGE_KINDS.map((kind) => `/promotion/${kind}-:id`),
            }),
            lazy: lazyPage(
              () => import('./routes/promotion-slug'),
              (m) => m.PromotionSlugPage,
            ),
          },
          {
            path: '/sacontrol',
            handle: handle({ titleKey: 'pages:titles.saleControl' }),
            lazy: lazyPage(
              () => import('./routes/sale-control'),
              (m) => m.SaleControlPage,
            ),
          },
          {
            path: '/cacontrelist',
            handle: handle({ titleKey: 'pages:titles.saleControlList' }),
            lazy: lazyPage(
              () => import('./routes/sale-control-list'),
              (m) => m.SaleControlListPage,
            ),
          },
          {
            path: '/cms/notice',
            handle: handle({ titleKey: 'pages:titles.notice' }),
            lazy: lazyPage(
              () => import('./routes/notice-list'),
              (m) => m.NoticeListPage,
            ),
          },
          {
            path: '/cms/help',
            handle: handle({ titleKey: 'cms:titles.help' }),
            lazy: lazyPage(
              () => import('./routes/help-centre'),
              (m) => m.HelpCentrePage,
            ),
          },
          {
            // /cms/help/listother-{classId}: a segment is matched whole, the page reads the id.
            path: '/cms/help/:listSlug',
            handle: handle({ titleKey: 'cms:titles.help' }),
            lazy: lazyPage(
              () => import('./routes/help-class'),
              (m) => m.HelpClassPage,
            ),
          },
          {
            // /cms/help-{id} and /cms/notice-{id}
            path: '/cms/:helpSlug',
            handle: handle({
              titleKey: ({ helpSlug }) =>
                parseSlugId(helpSlug, 'notice')
                  ? 'pages:titles.notice'
                  : parseSlugId(helpSlug, 'help')
                    ? 'cms:titles.help'
                    : 'common:titles.notFound',
              linkPatterns: ['/cms/help-:id', '/cms/notice-:id'],
            }),
            lazy: lazyPage(
              () => import('./routes/help-article'),
              (m) => m.HelpArticlePage,
            ),
          },
          {
            element: <RequireAuth />,
            children: [
              {
                path: '/cart',
                handle: handle({ titleKey: 'cart:titles.cart' }),
                lazy: lazyPage(
                  () => import('./routes/cart'),
                  (m) => m.CartPage,
                ),
              },
              {
                path: '/payment',
                handle: handle({ titleKey: 'checkout:titles.payment' }),
                lazy: lazyPage(
                  () => import('./routes/payment'),
                  (m) => m.PaymentPage,
                ),
              },
              {
                path: '/pay',
                handle: handle({ titleKey: 'checkout:titles.pay' }),
                lazy: lazyPage(
                  () => import('./routes/pay'),
                  (m) => m.PayPage,
                ),
              },
              {
                path: '/result',
                handle: handle({ titleKey: 'checkout:titles.result' }),
                lazy: lazyPage(
                  () => import('./routes/pay-result'),
                  (m) => m.PayResultPage,
                ),
              },
              {
                path: '/evaluate',
                handle: handle({ titleKey: 'evaluate:titles.evaluate' }),
                lazy: lazyPage(
                  () => import('./routes/evaluate'),
                  (m) => m.EvaluatePage,
                ),
              },
              {
                path: '/point/payment',
                handle: handle({ titleKey: 'point:titles.payment' }),
                lazy: lazyPage(
                  () => import('./routes/point-payment'),
                  (m) => m.PointPaymentPage,
                ),
              },
              {
                path: '/promotion/combo_payment',
                handle: handle({ titleKey: 'combo:titles.payment' }),
                lazy: lazyPage(
                  () => import('./routes/promotion-combo-payment'),
                  (m) => m.ComboPaymentPage,
                ),
              },
              {
                path: '/promotion/groupbuy_payment',
                handle: handle({ titleKey: 'groupbuy:titles.payment' }),
                lazy: lazyPage(
                  () => import('./routes/promotion-groupbuy-payment'),
                  (m) => m.GroupbuyPaymentPage,
                ),
              },
              {
                path: '/promotion/topic_payment',
                handle: handle({ titleKey: 'topic:titles.payment' }),
                lazy: lazyPage(
                  () => import('./routes/promotion-topic-payment'),
                  (m) => m.TopicPaymentPage,
                ),
              },
              {
                path: '/member',
                lazy: memberLayout,
                children: [
                  { index: true, element: <Navigate to="/member/index" replace /> },
                  {
                    path: 'index',
                    handle: handle({ titleKey: 'member:titles.index' }),
                    lazy: lazyPage(
                      () => import('./routes/member-index'),
                      (m) => m.MemberIndexPage,
                    ),
                  },
                  {
                    path: 'info',
                    handle: handle({ titleKey: 'member-security:titles.info' }),
                    lazy: lazyPage(
                      () => import('./routes/member-info'),
                      (m) => m.MemberInfoPage,
                    ),
                  },
                  {
                    path: 'security',
                    handle: handle({ titleKey: 'member-security:titles.security' }),
                    lazy: lazyPage(
                      () => import('./routes/member-security'),
                      (m) => m.MemberSecurityPage,
                    ),
                  },
                  {
                    path: 'qualification',
                    handle: handle({ titleKey: 'licence:titles.qualification' }),
                    lazy: lazyPage(
                      () => import('./routes/member-qualification'),
                      (m) => m.MemberQualificationPage,
                    ),
                  },
                  {
                    path: 'certiys',
                    handle: handle({ titleKey: 'licence:titles.certiys' }),
                    lazy: lazyPage(
                      () => import('./routes/member-certiys'),
                      (m) => m.MemberCertiysPage,
                    ),
                  },
                  {
                    path: 'footprint',
                    handle: handle({ titleKey: 'pages:titles.footprint' }),
                    lazy: lazyPage(
                      () => import('./routes/member-footprint'),
                      (m) => m.MemberFootprintPage,
                    ),
                  },
                  {
                    path: 'order_list',
                    handle: handle({ titleKey: 'order:titles.orderList' }),
                    lazy: lazyPage(
                      () => import('./routes/member-order-list'),
                      (m) => m.MemberOrderListPage,
                    ),
                  },
                  {
                    path: 'delivery_address',
                    handle: handle({ titleKey: 'address:titles.deliveryAddress' }),
                    lazy: lazyPage(
                      () => import('./routes/member-delivery-address'),
                      (m) => m.MemberDeliveryAddressPage,
                    ),
                  },
                  {
                    path: 'address_edit',
                    handle: handle({ titleKey: 'address:titles.addressEdit' }),
                    lazy: lazyPage(
                      () => import('./routes/member-address-edit'),
                      (m) => m.MemberAddressEditPage,
                    ),
                  },
                  {
                    path: 'order_detail',
                    handle: handle({ titleKey: 'order:titles.orderDetail' }),
                    lazy: lazyPage(
                      () => import('./routes/member-order-detail'),
                      (m) => m.MemberOrderDetailPage,
                    ),
                  },
                  {
                    path: 'order_detail_pickup',
                    handle: handle({ titleKey: 'order:titles.orderDetail' }),
                    lazy: lazyPage(
                      () => import('./routes/member-order-detail-pickup'),
                      (m) => m.MemberOrderDetailPickupPage,
                    ),
                  },
                  {
                    path: 'order_detail_local_delivery',
                    handle: handle({ titleKey: 'order:titles.orderDetail' }),
                    lazy: lazyPage(
                      () => import('./routes/member-order-detail-local-delivery'),
                      (m) => m.MemberOrderDetailLocalDeliveryPage,
                    ),
                  },
                  {
                    path: 'order_detail_virtual',
                    handle: handle({ titleKey: 'order:titles.orderDetail' }),
                    lazy: lazyPage(
                      () => import('./routes/member-order-detail-virtual'),
                      (m) => m.MemberOrderDetailVirtualPage,
                    ),
                  },
                  {
                    path: 'verification',
                    handle: handle({ titleKey: 'verify:titles.desk' }),
                    lazy: lazyPage(
                      () => import('./routes/member-verification'),
                      (m) => m.MemberVerificationPage,
                    ),
                  },
                  {
                    path: 'verification_list',
                    handle: handle({ titleKey: 'verify:titles.list' }),
                    lazy: lazyPage(
                      () => import('./routes/member-verification-list'),
                      (m) => m.MemberVerificationListPage,
                    ),
                  },
                  {
                    path: 'verification_detail',
                    handle: handle({ titleKey: 'verify:titles.detail' }),
                    lazy: lazyPage(
                      () => import('./routes/member-verification-detail'),
                      (m) => m.MemberVerificationDetailPage,
                    ),
                  },
                  {
                    path: 'refund',
                    handle: handle({ titleKey: 'aftersale:titles.refund' }),
                    lazy: lazyPage(
                      () => import('./routes/member-refund'),
                      (m) => m.MemberRefundPage,
                    ),
                  },
                  {
                    path: 'refund_detail',
                    handle: handle({ titleKey: 'aftersale:titles.refundDetail' }),
                    lazy: lazyPage(
                      () => import('./routes/member-refund-detail'),
                      (m) => m.MemberRefundDetailPage,
                    ),
                  },
                  {
                    path: 'activist',
                    handle: handle({ titleKey: 'aftersale:titles.activist' }),
                    lazy: lazyPage(
                      () => import('./routes/member-activist'),
                      (m) => m.MemberActivistPage,
                    ),
                  },
                  {
                    path: 'complain',
                    handle: handle({ titleKey: 'aftersale:titles.complain' }),
                    lazy: lazyPage(
                      () => import('./routes/member-complain'),
                      (m) => m.MemberComplainPage,
                    ),
                  },
                  {
                    path: 'logistics',
                    handle: handle({ titleKey: 'order:titles.logistics' }),
                    lazy: lazyPage(
                      () => import('./routes/member-logistics'),
                      (m) => m.MemberLogisticsPage,
                    ),
                  },
                  {
                    path: 'my_coupon',
                    handle: handle({ titleKey: 'coupon:titles.mine' }),
                    lazy: lazyPage(
                      () => import('./routes/member-my-coupon'),
                      (m) => m.MemberMyCouponPage,
                    ),
                  },
                  {
                    path: 'my_point',
                    handle: handle({ titleKey: 'point:titles.mine' }),
                    lazy: lazyPage(
                      () => import('./routes/member-my-point'),
                      (m) => m.MemberMyPointPage,
                    ),
                  },
                  {
                    path: 'account_list',
                    handle: handle({ titleKey: 'withdraw:titles.accountList' }),
                    lazy: lazyPage(
                      () => import('./routes/member-account-list'),
                      (m) => m.MemberAccountListPage,
                    ),
                  },
                  {
                    path: 'account_edit',
                    handle: handle({ titleKey: 'withdraw:titles.accountEdit' }),
                    lazy: lazyPage(
                      () => import('./routes/member-account-edit'),
                      (m) => m.MemberAccountEditPage,
                    ),
                  },
                  {
                    path: 'apply_withdrawal',
                    handle: handle({ titleKey: 'withdraw:titles.apply' }),
                    lazy: lazyPage(
                      () => import('./routes/member-apply-withdrawal'),
                      (m) => m.MemberApplyWithdrawalPage,
                    ),
                  },
                  {
                    path: 'withdrawal',
                    handle: handle({ titleKey: 'withdraw:titles.list' }),
                    lazy: lazyPage(
                      () => import('./routes/member-withdrawal'),
                      (m) => m.MemberWithdrawalPage,
                    ),
                  },
                  {
                    path: 'withdrawal_detail',
                    handle: handle({ titleKey: 'withdraw:titles.detail' }),
                    lazy: lazyPage(
                      () => import('./routes/member-withdrawal-detail'),
                      (m) => m.MemberWithdrawalDetailPage,
                    ),
                  },
                  {
                    path: 'collection',
                    handle: handle({ titleKey: 'pages:titles.collection' }),
                    lazy: lazyPage(
                      () => import('./routes/member-collection'),
                      (m) => m.MemberCollectionPage,
                    ),
                  },
                  {
                    path: 'level',
                    handle: handle({ titleKey: 'member-level:titles.level' }),
                    lazy: lazyPage(
                      () => import('./routes/member-level'),
                      (m) => m.MemberLevelPage,
                    ),
                  },
                  {
                    path: 'signin',
                    handle: handle({ titleKey: 'member-level:titles.signin' }),
                    lazy: lazyPage(
                      () => import('./routes/member-signin'),
                      (m) => m.MemberSigninPage,
                    ),
                  },
                  {
                    path: 'my_team',
                    handle: handle({ titleKey: 'salesman:titles.myTeam' }),
                    lazy: lazyPage(
                      () => import('./routes/member-my-team'),
                      (m) => m.MemberMyTeamPage,
                    ),
                  },
                  {
                    path: 'stockout_log',
                    handle: handle({ titleKey: 'salesman:titles.stockoutLog' }),
                    lazy: lazyPage(
                      () => import('./routes/member-stockout-log'),
                      (m) => m.MemberStockoutLogPage,
                    ),
                  },
                  {
                    path: 'account',
                    handle: handle({ titleKey: 'account:titles.account' }),
                    lazy: lazyPage(
                      () => import('./routes/member-account'),
                      (m) => m.MemberAccountPage,
                    ),
                  },
                  {
                    path: 'recharge_order',
                    handle: handle({ titleKey: 'account:titles.rechargeOrder' }),
                    lazy: lazyPage(
                      () => import('./routes/member-recharge-order'),
                      (m) => m.MemberRechargeOrderPage,
                    ),
                  },
                  {
                    path: 'recharge_list',
                    handle: handle({ titleKey: 'account:titles.rechargeList' }),
                    lazy: lazyPage(
                      () => import('./routes/member-recharge-list'),
                      (m) => m.MemberRechargeListPage,
                    ),
                  },
                  {
                    path: 'recharge_detail',
                    handle: handle({ titleKey: 'account:titles.rechargeDetail' }),
                    lazy: lazyPage(
                      () => import('./routes/member-recharge-detail'),
                      (m) => m.MemberRechargeDetailPage,
                    ),
                  },
                ],
              },
            ],
          },
          {
            // No login needed (spec §2): a visitor may register demand too.
            path: '/member',
            lazy: memberLayout,
            children: [
              {
                path: 'out_of_stock',
                handle: handle({ titleKey: 'pages:titles.outOfStock' }),
                lazy: lazyPage(
                  () => import('./routes/member-out-of-stock'),
                  (m) => m.MemberOutOfStockPage,
                ),
              },
            ],
          },
          {
            // /sku-{id}: a segment is matched whole, the page reads the id from `sku-{id}`.
            path: '/:pageSlug',
            handle: handle({
              titleKey: ({ pageSlug }) =>
                skuIdOfSlug(pageSlug) ? 'pages:titles.goodsDetail' : 'common:titles.notFound',
              whiteBg: true,
              linkPatterns: ['/sku-:id'],
            }),
            lazy: lazyPage(
              () => import('./routes/goods-detail'),
              (m) => m.GoodsDetailPage,
            ),
          },
          {
            path: '*',
            handle: handle({ titleKey: 'common:titles.notFound' }),
            lazy: lazyPage(
              () => import('./routes/not-found'),
              (m) => m.NotFoundPage,
            ),
          },
        ],
      },
      {
        lazy: lazyPage(
          () => import('./layouts/login-layout'),
          (m) => m.LoginLayout,
        ),
        children: [
          {
            path: '/login',
            handle: handle({ titleKey: 'auth:titles.login' }),
            lazy: lazyPage(
              () => import('./routes/login'),
              (m) => m.LoginPage,
            ),
          },
          {
            path: '/register',
            handle: handle({ titleKey: 'auth:titles.register' }),
            lazy: lazyPage(
              () => import('./routes/register'),
              (m) => m.RegisterPage,
            ),
          },
          {
            path: '/find_pass',
            handle: handle({ titleKey: 'auth:titles.findPass' }),
            lazy: lazyPage(
              () => import('./routes/find-pass'),
              (m) => m.FindPassPage,
            ),
          },
        ],
      },
      {
        path: '/workbench',
        handle: handle({ titleKey: 'workbench:title' }),
        lazy: lazyPage(
          () => import('./routes/workbench'),
          (m) => m.WorkbenchPage,
        ),
      },
      {
        path: '/closed',
        handle: handle({ titleKey: 'common:titles.closed' }),
        lazy: lazyPage(
          () => import('./routes/closed'),
          (m) => m.ClosedPage,
        ),
      },
    ],
  },
];

/** All concrete paths of the route tree, e.g. "/member/index". */
export function collectPaths(tree: RouteObject[], base = ''): string[] {
  return tree.flatMap((route) => {
    const own = route.path
      ? route.path.startsWith('/')
        ? route.path
        : `${base}/${route.path}`
      : base;
    const patterns = (route.handle as RouteHandle | undefined)?.linkPatterns;
    const here = route.path && route.path !== '*' ? (patterns ?? [own]) : [];
    return [...here, ...collectPaths(route.children ?? [], own === '/' ? '' : own)];
  });
}
