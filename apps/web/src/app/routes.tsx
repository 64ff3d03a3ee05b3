import { skuIdOfSlug } from '@shop/contracts/catalogue';
import { lazyPage } from '@shop/web-kit/lazy-route';
import { Navigate, type RouteObject } from 'react-router';
import { handle, type RouteHandle } from '@/lib/route-handle';
import { MainLayout } from './layouts/main-layout';
import { checkoutRoutes } from './route-tables/checkout-routes';
import { memberAccountRoutes } from './route-tables/member-account-routes';
import { memberOrderRoutes } from './route-tables/member-order-routes';
import { shopRoutes } from './route-tables/shop-routes';
import { RequireAuth } from './require-auth';
import { RootShell } from './root-shell';
import { RouteError } from './route-error';

// Layouts other than the storefront frame load with their first page.
const memberLayout = lazyPage(
  () => import('./layouts/member-layout'),
  (m) => m.MemberLayout,
);

/**
 * Every page of the storefront. Pages load lazily (one chunk each); login-required pages sit
 * under RequireAuth, which sends a visitor to /login?redirect=… and back after login. The pages
 * of each part of the shop are listed in `route-tables/`.
 */
export const routes: RouteObject[] = [
  {
    element: <RootShell />,
    errorElement: <RouteError />,
    children: [
      {
        element: <MainLayout />,
        children: [
          ...shopRoutes,
          {
            element: <RequireAuth />,
            children: [
              ...checkoutRoutes,
              {
                path: '/member',
                lazy: memberLayout,
                children: [
                  { index: true, element: <Navigate to="/member/index" replace /> },
                  ...memberAccountRoutes,
                  ...memberOrderRoutes,
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
            // issue 25: the console's read-only preview of a goods page as a member sees it.
            path: '/goods-preview',
            handle: handle({ titleKey: 'pages:titles.goodsPreview', whiteBg: true }),
            lazy: lazyPage(
              () => import('./routes/goods-preview'),
              (m) => m.GoodsPreviewPage,
            ),
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
