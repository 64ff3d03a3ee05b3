import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { colourLiterals, paletteOffenders, radiusLiteral } from './palette-check';

const srcDir = join(import.meta.dirname, '..');

describe('the palette check (ADR 0013)', () => {
  it('finds no colour or radius literal in the kit: it paints with antd tokens only', () => {
    // The checker's samples and fade's worked examples are the only colours written.
    const samples = new Set(['testing/palette-check.test.ts', 'palette/palette.test.ts']);
    expect(paletteOffenders(srcDir, samples)).toEqual([]);
  });

  it.each(
    // prettier-ignore
    [
      ["color: '#123456',", 'script', ['#123456']],
      ["border: '1px solid #eee',", 'script', ['#eee']],
      ['background: `#FFF url("${src}")`,', 'script', ['#FFF']],
      ['<Tag color="#E4393C">', 'script', ['#E4393C']],
      ["fill: '#aabbccdd'", 'script', ['#aabbccdd']],
      ["boxShadow: '0 2px 8px rgba(0,0,0,0.12)',", 'script', ['rgb()']],
      ['<a href="#top">', 'script', []],
      ["const id = '#main-content';", 'script', []],
      ['// the #1 seller, issue #123 in #e4393c', 'script', []],
      ['<span>{t(`rank`)} #1</span>', 'script', []],
      ['  background: `linear-gradient(90deg, #b3121f 0%,', 'script', ['#b3121f']],
      ['  background: #f5f5f5;', 'style', ['#f5f5f5']],
      ['#root {', 'style', []],
      ['  background: var(--palette-fill);', 'style', []],
    ] as const,
  )('%s (%s) -> %j', (line, kind, hits) => {
    expect(colourLiterals(line, kind)).toEqual(hits);
  });

  it.each([
    ['borderRadius: 4,', ['radius']],
    ["borderRadius: '50%',", ['radius']],
    ['  border-radius: 6px;', ['radius']],
    ['borderRadius: radius.md,', []],
    ['borderRadius: 0,', []],
    ['borderRadius: token.borderRadius,', []],
  ] as const)('%s -> %j', (line, hits) => {
    expect(radiusLiteral(line)).toEqual(hits);
  });

  it('reads plain rgb() in tests as jsdom text, not as a colour', () => {
    expect(colourLiterals("expect(color).toBe('rgb(228, 57, 60)')", 'script', true)).toEqual([]);
  });
});
