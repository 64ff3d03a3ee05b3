// Keywords a buyer might type into the search box, each different: for the search calls measured
// with a new keyword on every request (run.mjs), so no answer is remembered by the server. Built
// from the demo catalogue's vocabulary (the seed's drug names and the scaled catalogue's form
// variants, apps/server/src/db/seed), rotating three kinds: Chinese words of 2-4 characters
// (阿莫西林, 西林胶), their full pinyin, sometimes with the last syllable unfinished (amoxil), and
// their pinyin initials (amxl).
import { tsImport } from 'tsx/esm/api';

/** mulberry32: the same list on every run. */
function prng(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffle(items, random) {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
}

/** Distinct keywords in a fixed pseudo-random order: Chinese, pinyin, initials, Chinese, ... */
export async function searchKeywords(seed = 13) {
  const seedDir = '../apps/server/src/db/seed';
  const { planCategories } = await tsImport(`${seedDir}/catalogue/categories.ts`, import.meta.url);
  const { formsFor, stemOf } = await tsImport(`${seedDir}/scale/scale-names.ts`, import.meta.url);
  const { fullPinyin, pinyinInitials } = await tsImport(
    '../apps/server/src/lib/pinyin.ts',
    import.meta.url,
  );
  const names = new Set();
  for (const t of planCategories().templates) {
    names.add(t.name);
    for (const form of formsFor(t)) names.add(`${stemOf(t.name)}${form}`);
  }
  const words = new Set();
  for (const name of names) {
    const chars = [...name.replace(/[^\u4e00-\u9fa5]/g, '')];
    for (let from = 0; from < chars.length; from++)
      for (let n = 2; n <= 4 && from + n <= chars.length; n++)
        words.add(chars.slice(from, from + n).join(''));
  }
  const random = prng(seed);
  const chinese = shuffle([...words], random);
  const pinyin = new Set();
  const initials = new Set();
  for (const word of chinese) {
    const full = fullPinyin(word);
    // A third typed unfinished: amoxilin -> amoxil.
    pinyin.add(random() < 0.33 ? full.slice(0, Math.max(3, full.length - 2)) : full);
    initials.add(pinyinInitials(word));
  }
  const kinds = [chinese, [...pinyin], [...initials]];
  const out = [];
  const seen = new Set();
  for (let i = 0; kinds.some((k) => i < k.length); i++)
    for (const kind of kinds) {
      const keyword = kind[i];
      if (keyword && !seen.has(keyword)) {
        seen.add(keyword);
        out.push(keyword);
      }
    }
  return out;
}

/**
 * The next keyword of the list, in turn: one comes back only after all the others (about
 * 27,000), long after the server's memo of ranked answers (500, goods-index.store.ts) dropped it,
 * so every request is searched.
 */
export function keywordSource(keywords) {
  let next = 0;
  return () => keywords[next++ % keywords.length];
}
