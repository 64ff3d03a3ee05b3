import type { createBrowserRouter } from 'react-router';

type Router = Pick<ReturnType<typeof createBrowserRouter>, 'state' | 'subscribe'>;

/**
 * Resolves once the first page's code has loaded. Rendering after it keeps the page's static
 * frame on screen until the page can replace it whole, instead of an empty root in between
 * (ADR 0012).
 */
export const routerReady = (router: Router): Promise<void> =>
  new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
