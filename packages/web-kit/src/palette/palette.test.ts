import { afterEach, describe, expect, it } from 'vitest';
import { fade, prefersReducedMotion } from '.';

describe('fade', () => {
  it.each([
    ['#000', 0.12, 'rgba(0, 0, 0, 0.12)'],
    ['#E4393C', 0.5, 'rgba(228, 57, 60, 0.5)'],
    ['#1677ff', 1, 'rgba(22, 119, 255, 1)'],
  ])('%s at %f -> %s', (colour, opacity, rgba) => {
    expect(fade(colour, opacity)).toBe(rgba);
  });
});

describe('prefersReducedMotion', () => {
  const matchMedia = Object.getOwnPropertyDescriptor(window, 'matchMedia')!;
  afterEach(() => Object.defineProperty(window, 'matchMedia', matchMedia));

  it('follows the system setting', () => {
    expect(prefersReducedMotion()).toBe(false);
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: (query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' }),
    });
    expect(prefersReducedMotion()).toBe(true);
  });
});
