import { routerReady } from '@shop/web-kit/router-ready';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './app/global.css';
import { AppProvider } from './app/provider';
import { AppRouter, router } from './app/router';
import { restoreLang } from './lib/i18n';

/** Renders once the saved language and the first page's code are there. */
async function start(root: HTMLElement): Promise<void> {
  await restoreLang();
  await routerReady(router);
  createRoot(root).render(
    <StrictMode>
      <AppProvider>
        <AppRouter />
      </AppProvider>
    </StrictMode>,
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('#root missing');
void start(root);
