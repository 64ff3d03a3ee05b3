import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

/**
 * The jsdom set-up of every test file of both apps and the kit, called from each project's setup
 * file (which Vitest runs again before each file).
 *
 * The files of a worker share one jsdom and the packages they import (isolate: false in the vitest
 * config); each file still gets its own copy of the app's and the kit's modules, so module state
 * and vi.mock never leak from one file into the next; nor does what a file left in the browser's
 * storage or cookies (a session flag left set would make the next file's visitor a member).
 */
export function prepareTestFile(): void {
  vi.resetModules();
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }

  // findBy* and waitFor wait up to 5 s (not 1 s): a first antd render on a busy two-core CI
  // machine can take longer than a second.
  configure({ asyncUtilTimeout: 5000 });

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
}
