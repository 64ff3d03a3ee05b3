import { createBrowserRouter, RouterProvider } from 'react-router';
import { routes } from './routes';
import { handleSessionLoss } from './session-lost';

/** The console's addresses live under /admin (the server's static plugin and Vite's `base`). */
export const BASENAME = '/admin';

export const router = createBrowserRouter(routes, { basename: BASENAME });
handleSessionLoss(router);

/** Resolves once the first page's code has loaded, so the first render is the page itself. */
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
