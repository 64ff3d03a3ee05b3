import { routerReady } from '@shop/web-kit/router-ready';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import './app/global.css';
import { seedFirstPageQueries } from './app/first-page-data';
import { AppProvider } from './app/provider';
import { queryClient } from './app/query-client';
import { AppRouter, router } from './app/router';
import { writePaletteVars } from './app/theme';
import { restoreLang } from './lib/i18n';

/**
 * Renders once the saved language and the first page's code are there, so the first render is
 * the page itself. No top-level await: the pages' chunks import this entry's chunk, which must
 * finish evaluating for them to load.
 */
async function start(root: HTMLElement): Promise<void> {
  // A buyer who chose English gets it on the first paint, not after a flash of Chinese.
  await restoreLang();
  seedFirstPageQueries(queryClient);
  await routerReady(router);
  // A transition renders in slices that yield to the browser, so the first render of a whole
  // page is no long task blocking input (issue 14: TBT); the static frame stays until it commits.
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <AppProvider>
          <AppRouter />
        </AppProvider>
      </StrictMode>,
    ),
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('#root missing');
// global.css reads the palette as custom properties (issue 14: colours from one file).
writePaletteVars(document.documentElement);
void start(root);
