import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './app/global.css';
import { seedFirstPageQueries } from './app/first-page-data';
import { AppProvider } from './app/provider';
import { queryClient } from './app/query-client';
import { AppRouter } from './app/router';
import { restoreLang } from './lib/i18n';

const root = document.getElementById('root');
if (!root) throw new Error('#root missing');

// A buyer who chose English gets it on the first paint, not after a flash of Chinese.
await restoreLang();
seedFirstPageQueries(queryClient);

createRoot(root).render(
  <StrictMode>
    <AppProvider>
      <AppRouter />
    </AppProvider>
  </StrictMode>,
);
