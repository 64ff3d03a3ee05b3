import { writtenApiPaths } from '@shop/web-kit/testing';
import { describe, expect, it } from 'vitest';

/** The console's own source (tests excluded: their fake servers answer by path). */
const sources = import.meta.glob<string>(['/src/**/*.{ts,tsx}', '!/src/**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe('the console writes no API path of its own (issue #13, issue 15)', () => {
  it('calls every API path through an endpoint declared in contracts', () => {
    expect(writtenApiPaths(sources)).toEqual([]);
    expect(Object.keys(sources)).toContain('/src/app/session-lost.ts');
  });
});
