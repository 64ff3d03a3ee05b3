/**
 * The paragraphs of plain-text content (help articles, notices): one per non-blank line, trimmed.
 * Content is never rendered as HTML, so markup in it shows as text.
 */
export const paragraphsOf = (content: string): string[] =>
  content
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
