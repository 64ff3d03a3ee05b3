import type { HighlightPart } from '@shop/contracts/catalogue';
import { pinyinChars, type PinyinChar } from '../../lib/pinyin';

const PINYIN_CACHE_MAX = 5000;
const pinyinCache = new Map<string, PinyinChar[]>();

/** The pinyin of a goods name, remembered (names repeat across suggestion requests). */
function cachedPinyinChars(name: string): PinyinChar[] {
  let chars = pinyinCache.get(name);
  if (!chars) {
    if (pinyinCache.size >= PINYIN_CACHE_MAX) pinyinCache.clear();
    chars = pinyinChars(name);
    pinyinCache.set(name, chars);
  }
  return chars;
}

/**
 * The characters a pinyin keyword stands for: the first run whose initials spell it (`amxl` ->
 * 阿莫西林), or whose full pinyin starts with it, the last syllable possibly unfinished
 * (`amoxil` -> 阿莫西林). Characters without pinyin (spaces, `*`) may sit inside the run.
 */
function pinyinRun(chars: PinyinChar[], needle: string): [number, number] | undefined {
  for (const key of ['initial', 'syllable'] as const) {
    for (let start = 0; start < chars.length; start++) {
      if (!chars[start]?.[key]) continue;
      let spelled = '';
      for (let end = start; end < chars.length; end++) {
        const before = spelled;
        spelled += chars[end]?.[key] ?? '';
        if (spelled === before) continue;
        if (
          spelled.startsWith(needle) &&
          needle.startsWith(before) &&
          needle.length > before.length
        )
          return [start, end + 1];
        if (!needle.startsWith(spelled)) break;
      }
    }
  }
  return undefined;
}

/**
 * Splits a goods name into the parts the keyword matched (case-insensitive, every occurrence) and
 * the rest. A latin keyword that is not in the name marks the characters its pinyin spells; a
 * goods found through another field gets one part, not hit.
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
  if (from === 0 && /^[a-z]+$/.test(needle)) {
    const chars = cachedPinyinChars(name);
    const run = pinyinRun(chars, needle);
    if (run) {
      const text = (a: number, b: number) =>
        chars
          .slice(a, b)
          .map((c) => c.char)
          .join('');
      const [start, end] = run;
      return [
        ...(start > 0 ? [{ text: text(0, start), hit: false }] : []),
        { text: text(start, end), hit: true },
        ...(end < chars.length ? [{ text: text(end, chars.length), hit: false }] : []),
      ];
    }
  }
  if (from < name.length) parts.push({ text: name.slice(from), hit: false });
  return parts;
}
