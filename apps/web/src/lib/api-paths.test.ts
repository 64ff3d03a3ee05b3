import ts from 'typescript';
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

/** An API path: its first or second segment is `api` (ARCHITECTURE: the API contract). */
const API_PATH = /^\/(?:[a-z]+\/)?api\//i;

/** The string and template literals of a source file, comments left out. */
function literals(file: string, text: string): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) found.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true));
  return found;
}

describe('the web writes no API path of its own (issue #13)', () => {
  it('calls every API path through an endpoint declared in contracts', () => {
    const written = Object.entries(sources).flatMap(([file, text]) =>
      literals(file, text)
        .filter((literal) => API_PATH.test(literal) && !UPLOADS.includes(literal))
        .map((literal) => `${file}: ${literal}`),
    );
    expect(written).toEqual([]);
    expect(Object.keys(sources).length).toBeGreaterThan(100);
  });
});
