import type { Readable } from 'node:stream';

/**
 * The records of a CSV stream (RFC 4180: quoted fields, doubled quotes, CR/LF or LF line ends),
 * one array of fields at a time, so a large file never sits in memory. Spreadsheets in China save
 * CSV as UTF-8 (with or without a BOM) or as GBK: the text is read as UTF-8 when its first chunk is
 * valid UTF-8, else as GB18030 (a superset of GBK).
 */
export async function* csvRows(stream: Readable): AsyncGenerator<string[]> {
  let decoder: InstanceType<typeof TextDecoder> | null = null;
  let field = '';
  let record: string[] = [];
  let quoted = false;
  let quoteSeen = false; // a quote inside a quoted field: the end of the field or half of ""
  let fieldStarted = false;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    decoder ??= decoderFor(chunk);
    const text = decoder.decode(chunk, { stream: true });
    const completed: string[][] = [];
    for (const char of text) {
      if (quoted) {
        if (quoteSeen) {
          quoteSeen = false;
          if (char === '"') {
            field += '"';
            continue;
          }
          quoted = false; // the closing quote: fall through to read `char` unquoted
        } else if (char === '"') {
          quoteSeen = true;
          continue;
        } else {
          field += char;
          continue;
        }
      }
      if (char === '"' && !fieldStarted) {
        quoted = true;
        fieldStarted = true;
      } else if (char === ',') {
        record.push(field);
        field = '';
        fieldStarted = false;
      } else if (char === '\n') {
        record.push(field.endsWith('\r') ? field.slice(0, -1) : field);
        completed.push(record);
        record = [];
        field = '';
        fieldStarted = false;
      } else {
        field += char;
        fieldStarted = true;
      }
    }
    yield* completed;
  }
  if (field !== '' || record.length > 0 || quoted) {
    record.push(field.endsWith('\r') && !quoted ? field.slice(0, -1) : field);
    yield record;
  }
}

/** UTF-8 (dropping a BOM) when the bytes read as UTF-8, else GB18030. */
function decoderFor(firstChunk: Buffer): InstanceType<typeof TextDecoder> {
  try {
    // `stream`: the chunk may end inside a character; only bytes no UTF-8 has throw.
    new TextDecoder('utf-8', { fatal: true }).decode(firstChunk, { stream: true });
    return new TextDecoder('utf-8');
  } catch {
    return new TextDecoder('gb18030');
  }
}
