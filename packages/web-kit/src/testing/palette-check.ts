import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

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
export function colourLiterals(line: string, kind: 'script' | 'style', isTest = false): string[] {
  if (COMMENT.test(line)) return [];
  const code = kind === 'style' ? line.split(':').slice(1).join(':') : line;
  const hex = code.match(HEX) ?? [];
  return !isTest && RGB.test(code) ? [...hex, 'rgb()'] : hex;
}

/** A radius literal on one source line (tests may write them to set up a case). */
export const radiusLiteral = (line: string): string[] =>
  !COMMENT.test(line) && RADIUS.test(line) ? ['radius'] : [];

/** Every script and style sheet under `srcDir`, as `app/theme.ts`, but the exempt ones. */
export const sourceFiles = (srcDir: string, exempt: ReadonlySet<string>): string[] =>
  readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split('\\').join('/'))
    .filter((file) => /\.(tsx?|css)$/.test(file) && !exempt.has(file));

/**
 * The palette check of ADR 0013, for any source tree: every colour or radius literal outside the
 * exempt files (the palette itself, the checker's samples), as `file:line: literal`.
 */
export function paletteOffenders(srcDir: string, exempt: ReadonlySet<string>): string[] {
  return sourceFiles(srcDir, exempt).flatMap((file) => {
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
