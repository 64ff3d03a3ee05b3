import type { HighlightPart } from '@shop/contracts/catalogue';
import { or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { goods } from '../../db/schema';

/** Makes `%`, `_` and `\` in user text literal inside a LIKE pattern (escape character `\`). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Case-insensitive `column LIKE pattern` for a lower-case pattern with `\` as its escape
 * character. `lower(column) LIKE` is several times faster than ILIKE on PGlite.
 */
export const likeLower = (column: AnyColumn, pattern: string) =>
  sql`lower(${column}) LIKE ${pattern} ESCAPE '\\'`;
const like = (column: AnyColumn, pattern: string) => sql`${column} LIKE ${pattern} ESCAPE '\\'`;

export type KeywordMatch = {
  /** True for goods the keyword finds in any searched field. */
  where: SQL;
  /** 0 exact name, 1 name prefix, 2 name contains, 3 other fields, 4 pinyin prefix, 5 pinyin contains. */
  rank: SQL<number>;
};

/**
 * The search of the header box and `/list`: the keyword is looked for in the goods name, generic
 * name, manufacturer, approval number, bar code, ERP code, full pinyin and pinyin initials (buyers
 * type `amxl` or `amoxilin` for 阿莫西林). Parameters only; plain LIKE so PGlite and PostgreSQL
 * behave the same (PGlite ships pg_trgm only as a separately loaded extension).
 */
export function keywordMatch(keyword: string): KeywordMatch {
  const text = keyword.trim().toLowerCase();
  const escaped = escapeLike(text);
  const contains = `%${escaped}%`;
  const pinyinText = escapeLike(text.replace(/\s+/g, ''));
  const nameContains = likeLower(goods.goodsName, contains);
  const otherFields = or(
    likeLower(goods.genericName, contains),
    likeLower(goods.manufacturer, contains),
    likeLower(goods.approvalNumber, contains),
    likeLower(goods.barCode, contains),
    likeLower(goods.goodsErpSpid, contains),
  )!;
  const pinyinPrefix = or(
    like(goods.pinyin, `${pinyinText}%`),
    like(goods.pinyinInitials, `${pinyinText}%`),
  )!;
  const pinyinContains = or(
    like(goods.pinyin, `%${pinyinText}%`),
    like(goods.pinyinInitials, `%${pinyinText}%`),
  )!;
  const rank = sql<number>`CASE
    WHEN lower(${goods.goodsName}) = ${text} THEN 0
    WHEN ${likeLower(goods.goodsName, `${escaped}%`)} THEN 1
    WHEN ${nameContains} THEN 2
    WHEN ${otherFields} THEN 3
    WHEN ${pinyinPrefix} THEN 4
    ELSE 5 END`;
  return { where: or(nameContains, otherFields, pinyinContains)!, rank };
}

/**
 * Splits a goods name into the parts the keyword matched (case-insensitive, every occurrence) and
 * the rest. A goods found through another field or its pinyin gets one part, not hit.
 */
export function highlightName(name: string, keyword: string): HighlightPart[] {
  const needle = keyword.trim().toLowerCase();
  const haystack = name.toLowerCase();
  const parts: HighlightPart[] = [];
  let from = 0;
  if (needle) {
    for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, from)) {
      if (at > from) parts.push({ text: name.slice(from, at), hit: false });
      parts.push({ text: name.slice(at, at + needle.length), hit: true });
      from = at + needle.length;
    }
  }
  if (from < name.length) parts.push({ text: name.slice(from), hit: false });
  return parts;
}
