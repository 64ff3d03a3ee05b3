import { CHAT_EMOJI_CODES } from '@shop/contracts/chat';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { emojiSrc } from './emoji';

// The folder the site serves /emoji/... from.
const publicDir = join(import.meta.dirname, '../../../../public');

describe('emoji images', () => {
  const files = CHAT_EMOJI_CODES.map((code) => readFileSync(publicDir + emojiSrc(code), 'utf8'));

  it('exist for all 47 codes as small SVG drawings of 64 x 64', () => {
    expect(files).toHaveLength(47);
    for (const svg of files) {
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"')).toBe(
        true,
      );
      expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
      expect(Buffer.byteLength(svg)).toBeLessThan(2048);
      expect(svg).not.toMatch(/<script|on\w+=|href=/i);
    }
  });

  it('are 47 different drawings', () => {
    expect(new Set(files).size).toBe(47);
  });
});
