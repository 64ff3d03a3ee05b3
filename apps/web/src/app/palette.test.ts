import { paletteOffenders, sourceFiles } from '@shop/web-kit/testing';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fade, palette, paletteVar } from './theme';

const srcDir = join(import.meta.dirname, '..');
/** The palette itself, and this checker. */
const EXEMPT = new Set(['app/theme.ts', 'app/palette.test.ts']);

describe('one palette (issue 14, ADR 0013)', () => {
  it('leaves no colour or radius literal outside app/theme.ts', () => {
    expect(sourceFiles(srcDir, EXEMPT)).toContain('app/global.css');
    expect(paletteOffenders(srcDir, EXEMPT)).toEqual([]);
  });

  it('names the custom properties global.css reads', () => {
    expect(paletteVar('fill')).toBe('--palette-fill');
    expect(paletteVar('textMuted')).toBe('--palette-text-muted');
  });

  it('fades a palette colour to rgba', () => {
    expect(fade(palette.black, 0.12)).toBe('rgba(0, 0, 0, 0.12)');
    expect(fade(palette.brand, 0.5)).toBe('rgba(228, 57, 60, 0.5)');
  });
});
