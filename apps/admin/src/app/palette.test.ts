import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fade, palette } from './theme';

const srcDir = join(import.meta.dirname, '..');
/** The palette itself, and this checker with its samples. */
const EXEMPT = new Set(['app/theme.ts', 'app/palette.test.ts']);

/** A hex colour where a value starts: after a quote, a backtick, a space, `(`, `,` or `:`. */
const HEX = /(?<=['"`\s(,:])#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4})(?![\w-])/gi;
const RGB = /\brgba?\(\s*\d/;
const COMMENT = /^\s*(\/\/|\/?\*)/;
/** A corner radius written as a number or a length instead of a `radius` token (0 is none). */
const RADIUS = /\bborderRadius:\s*(?:[1-9]|['"`][^'"`]*[1-9])|border-radius:\s*[1-9]/;

/**
 * The colour literals of one source line: hex colours in a script's code (quoted, in a template,
 * a JSX attribute) or in a style sheet's declaration values; comments, `href="#top"` and "#1" are
 * not colours. Plain `rgb()`/`rgba()` count too outside tests, which read colours back as jsdom's
 * rgb text.
 */
function colourLiterals(line: string, kind: 'script' | 'style', isTest = false): string[] {
  if (COMMENT.test(line)) return [];
  const code = kind === 'style' ? line.split(':').slice(1).join(':') : line;
  const hex = code.match(HEX) ?? [];
  return !isTest && RGB.test(code) ? [...hex, 'rgb()'] : hex;
}

/** A radius literal on one source line (tests may write them to set up a case). */
const radiusLiteral = (line: string): string[] =>
  !COMMENT.test(line) && RADIUS.test(line) ? ['radius'] : [];

/** Every script and style sheet under src, as `app/theme.ts`, but the exempt ones. */
const sourceFiles = () =>
  readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split('\\').join('/'))
    .filter((file) => /\.(tsx?|css)$/.test(file) && !EXEMPT.has(file));

function offenders(): string[] {
  return sourceFiles().flatMap((file) => {
    const kind = file.endsWith('.css') ? 'style' : 'script';
    const isTest = /\.test\.tsx?$/.test(file);
    return readFileSync(join(srcDir, file), 'utf8')
      .split('\n')
      .flatMap((line, i) =>
        [...colourLiterals(line, kind, isTest), ...(isTest ? [] : radiusLiteral(line))].map(
          (hit) => `${file}:${i + 1}: ${hit}`,
        ),
      );
  });
}

describe('one palette (issue 15, ADR 0013)', () => {
  it('leaves no colour or radius literal outside app/theme.ts', () => {
    expect(sourceFiles()).toContain('app/layouts/console-layout.tsx');
    expect(offenders()).toEqual([]);
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

  it('fades a palette colour to rgba', () => {
    expect(fade(palette.black, 0.12)).toBe('rgba(0, 0, 0, 0.12)');
    expect(fade(palette.primary, 0.5)).toBe('rgba(22, 119, 255, 0.5)');
  });
});
