import ts from 'typescript';

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

/**
 * The API paths an app writes itself instead of naming a call declared in contracts (issue
 * #13), as `file: path`; `allowed` lists the paths it may write (multipart uploads, which are not
 * declared endpoints). `sources` is `import.meta.glob` of the app's source as raw text.
 */
export const writtenApiPaths = (sources: Record<string, string>, allowed: readonly string[] = []) =>
  Object.entries(sources).flatMap(([file, text]) =>
    literals(file, text)
      .filter((literal) => API_PATH.test(literal) && !allowed.includes(literal))
      .map((literal) => `${file}: ${literal}`),
  );
