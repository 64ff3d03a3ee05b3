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
