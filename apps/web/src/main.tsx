import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './app/global.css';
import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';
import { writePaletteVars } from './app/theme';
import { restoreLang } from './lib/i18n';

const root = document.getElementById('root');
if (!root) throw new Error('#root missing');

// global.css reads the palette as custom properties (issue 14: colours from one file).
writePaletteVars(document.documentElement);

// A buyer who chose English gets it on the first paint, not after a flash of Chinese.
await restoreLang();

createRoot(root).render(
  <StrictMode>
    <AppProvider>
      <AppRouter />
    </AppProvider>
  </StrictMode>,
);
