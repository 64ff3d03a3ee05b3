import { lazyPage } from '@shop/web-kit/lazy-route';
import { Navigate, type RouteObject } from 'react-router';
import { parseSlugId } from '@/features/cms/lib/help-paths';
import { PROMOTION_PAGE_KINDS, promotionTitleKey } from '@/features/promotion/lib/promotion-paths';
import { handle } from '@/lib/route-handle';

/** The shop's pages in the storefront frame, open to visitors: catalogue, promotions, help. */
export const shopRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="/index" replace /> },
  {
    path: '/index',
    handle: handle({ titleKey: 'common:titles.home', fullWidth: true }),
    lazy: lazyPage(
      () => import('../routes/home'),
      (m) => m.HomePage,
    ),
  },
  {
    path: '/category',
    handle: handle({ titleKey: 'pages:titles.category' }),
    lazy: lazyPage(
      () => import('../routes/category'),
      (m) => m.CategoryPage,
    ),
  },
  {
    path: '/brand',
    handle: handle({ titleKey: 'pages:titles.brand' }),
    lazy: lazyPage(
      () => import('../routes/brand'),
      (m) => m.BrandPage,
    ),
  },
  {
    path: '/list',
    handle: handle({ titleKey: 'pages:titles.list' }),
    lazy: lazyPage(
      () => import('../routes/goods-list'),
      (m) => m.GoodsListPage,
    ),
  },
  {
    path: '/street',
    handle: handle({ titleKey: 'pages:titles.street' }),
    lazy: lazyPage(
      () => import('../routes/street'),
      (m) => m.StreetPage,
    ),
  },
  {
    path: '/activity',
    handle: handle({ titleKey: 'pages:titles.activity', fullWidth: true }),
    lazy: lazyPage(
      () => import('../routes/activity'),
      (m) => m.ActivityPage,
    ),
  },
  {
    path: '/coupon',
    handle: handle({ titleKey: 'coupon:titles.centre' }),
    lazy: lazyPage(
      () => import('../routes/coupon-centre'),
      (m) => m.CouponCentrePage,
    ),
  },
  {
    path: '/point',
    handle: handle({ titleKey: 'point:titles.mall' }),
    lazy: lazyPage(
      () => import('../routes/point-mall'),
      (m) => m.PointMallPage,
    ),
  },
  {
    path: '/promotion/seckill',
    handle: handle({ titleKey: 'seckill:titles.zone' }),
    lazy: lazyPage(
      () => import('../routes/promotion-seckill'),
      (m) => m.SeckillZonePage,
    ),
  },
  {
    path: '/promotion/groupbuy',
    handle: handle({ titleKey: 'groupbuy:titles.zone' }),
    lazy: lazyPage(
      () => import('../routes/promotion-groupbuy'),
      (m) => m.GroupbuyZonePage,
    ),
  },
  {
    path: '/near-expiry',
    handle: handle({ titleKey: 'near-expiry:titles.zone' }),
    lazy: lazyPage(
      () => import('../routes/near-expiry'),
      (m) => m.NearExpiryZonePage,
    ),
  },
  {
    path: '/promotion/topic',
    handle: handle({ titleKey: 'topic:titles.list' }),
    lazy: lazyPage(
      () => import('../routes/promotion-topic-list'),
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
      () => import('../routes/promotion-slug'),
      (m) => m.PromotionSlugPage,
    ),
  },
  {
    path: '/sacontrol',
    handle: handle({ titleKey: 'pages:titles.saleControl' }),
    lazy: lazyPage(
      () => import('../routes/sale-control'),
      (m) => m.SaleControlPage,
    ),
  },
  {
    path: '/cacontrelist',
    handle: handle({ titleKey: 'pages:titles.saleControlList' }),
    lazy: lazyPage(
      () => import('../routes/sale-control-list'),
      (m) => m.SaleControlListPage,
    ),
  },
  {
    path: '/cms/notice',
    handle: handle({ titleKey: 'pages:titles.notice' }),
    lazy: lazyPage(
      () => import('../routes/notice-list'),
      (m) => m.NoticeListPage,
    ),
  },
  {
    path: '/cms/help',
    handle: handle({ titleKey: 'cms:titles.help' }),
    lazy: lazyPage(
      () => import('../routes/help-centre'),
      (m) => m.HelpCentrePage,
    ),
  },
  {
    // /cms/help/listother-{classId}: a segment is matched whole, the page reads the id.
    path: '/cms/help/:listSlug',
    handle: handle({ titleKey: 'cms:titles.help' }),
    lazy: lazyPage(
      () => import('../routes/help-class'),
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
      () => import('../routes/help-article'),
      (m) => m.HelpArticlePage,
    ),
  },
];
