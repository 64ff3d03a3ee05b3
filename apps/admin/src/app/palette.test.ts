import { paletteOffenders, sourceFiles } from '@shop/web-kit/testing';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fade, palette } from './theme';

const srcDir = join(import.meta.dirname, '..');
/** The palette itself, and this checker. */
const EXEMPT = new Set(['app/theme.ts', 'app/palette.test.ts']);

describe('one palette (issue 15, ADR 0013)', () => {
  it('leaves no colour or radius literal outside app/theme.ts', () => {
    expect(sourceFiles(srcDir, EXEMPT)).toContain('app/layouts/console-layout.tsx');
    expect(paletteOffenders(srcDir, EXEMPT)).toEqual([]);
  });

  it('fades a palette colour to rgba', () => {
    expect(fade(palette.black, 0.12)).toBe('rgba(0, 0, 0, 0.12)');
    expect(fade(palette.primary, 0.5)).toBe('rgba(22, 119, 255, 0.5)');
  });
});
