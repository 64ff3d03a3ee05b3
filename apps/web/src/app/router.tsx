import { createBrowserRouter, RouterProvider } from 'react-router';
import { registerAvailableRoutes } from '@/lib/available-routes';
import { collectPaths, routes } from './routes';

export const router = createBrowserRouter(routes);
registerAvailableRoutes(collectPaths(routes));

/**
 * Resolves once the first page's code has loaded. Rendering after it keeps the page's static
 * frame on screen until the page can replace it whole, instead of an empty root in between.
 */
export const routerReady = (): Promise<void> =>
  new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });

export function AppRouter() {
  return <RouterProvider router={router} />;
}
