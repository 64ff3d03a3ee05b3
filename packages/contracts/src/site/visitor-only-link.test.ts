import { describe, expect, it } from 'vitest';
import { isVisitorOnlyLink } from './visitor-only-link';

describe('isVisitorOnlyLink', () => {
  it('marks links to the register page, in any spelling, and nothing else', () => {
    for (const url of ['/register', 'register', '/Register/', ' /register?from=banner '])
      expect(isVisitorOnlyLink(url), url).toBe(true);
    for (const url of ['/index', '/registers', 'https://example.com/register', ''])
      expect(isVisitorOnlyLink(url), url).toBe(false);
  });
});
