import { customPinyin, pinyin } from 'pinyin-pro';

// Readings the dictionary gets wrong in drug names (参 is "shen" in herbs, 重组 is "chongzu").
customPinyin({
  太子参: 'tài zǐ shēn',
  苦参: 'kǔ shēn',
  参芪: 'shēn qí',
  参苓: 'shēn líng',
  重组: 'chóng zǔ',
});

const clean = (text: string) => text.replace(/[^\u4e00-\u9fa5A-Za-z0-9]/g, '');

/** Full pinyin without tones or spaces, lower case: 阿莫西林胶囊 -> amoxilinjiaonang. */
export function fullPinyin(text: string): string {
  return pinyin(clean(text), { toneType: 'none', type: 'array', v: true }).join('').toLowerCase();
}

/** Pinyin initials, lower case: 阿莫西林胶囊 -> amxljn. */
export function pinyinInitials(text: string): string {
  return pinyin(clean(text), { pattern: 'first', toneType: 'none', type: 'array' })
    .join('')
    .toLowerCase();
}

/** One character of a text with its toneless pinyin and initial (the character itself if not Chinese). */
export type PinyinChar = { char: string; syllable: string; initial: string };

/** The characters of `text`, each with its pinyin: 阿莫 -> [{阿, a, a}, {莫, mo, m}]. */
export function pinyinChars(text: string): PinyinChar[] {
  return pinyin(text, { type: 'all', toneType: 'none', v: true }).map((c) => {
    const plain = /^[A-Za-z0-9]$/.test(c.origin) ? c.origin.toLowerCase() : '';
    return {
      char: c.origin,
      syllable: c.isZh ? c.pinyin.toLowerCase() : plain,
      initial: c.isZh ? c.first.toLowerCase() : plain,
    };
  });
}
