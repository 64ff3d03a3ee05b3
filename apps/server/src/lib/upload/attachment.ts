/**
 * The Content-Disposition of a download named `fileName` (RFC 6266): `filename` with the name's
 * non-ASCII and quoting characters replaced for old clients, `filename*` with the UTF-8 name
 * percent-encoded (RFC 5987), which browsers prefer.
 */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
