import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// antd's responsive components (carousel, descriptions) read matchMedia, which jsdom lacks.
Object.defineProperty(window, 'matchMedia', {
  configurable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
  }),
});

// antd's ellipsis and overflow measure themselves with ResizeObserver, which jsdom lacks.
Object.defineProperty(window, 'ResizeObserver', {
  configurable: true,
  value: class {
    observe() {}
    unobserve() {}
    disconnect() {}
  },
});

// Each test starts from an empty page (vitest runs without globals, so testing-library cannot
// register this itself).
afterEach(cleanup);
