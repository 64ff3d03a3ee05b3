import { writtenApiPaths } from '@shop/web-kit/testing';
import { describe, expect, it } from 'vitest';

/** Multipart uploads are not declared endpoints (no JSON body): the web names their paths. */
const UPLOADS = [
  '/api/upload/chatimg',
  '/api/upload/evaluateimg',
  '/api/upload/headimg',
  '/api/upload/payvoucher',
  '/api/upload/qualification',
  '/servicer/api/workbench/chatimg',
];

/** The web's own source (tests excluded: their fake servers answer by path). */
const sources = import.meta.glob<string>(['/src/**/*.{ts,tsx}', '!/src/**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe('the web writes no API path of its own (issue #13)', () => {
  it('calls every API path through an endpoint declared in contracts', () => {
    expect(writtenApiPaths(sources, UPLOADS)).toEqual([]);
    expect(Object.keys(sources).length).toBeGreaterThan(100);
  });
});
