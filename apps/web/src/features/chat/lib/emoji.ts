import { CHAT_EMOJI_CODES, CHAT_EMOJI_PATTERN } from '@shop/contracts/chat';

/** One piece of a chat text: plain text, or an emoji code with its image. */
export type ChatTextPart =
  { kind: 'text'; text: string } | { kind: 'emoji'; code: string; src: string };

/** `[emjoy_07]` -> `07`; null for anything that is not one of the 47 codes. */
export function emojiNumber(code: string): string | null {
  const match = /^\[emjoy_(\d\d)\]$/.exec(code);
  return match?.[1] && CHAT_EMOJI_CODES.includes(code) ? match[1] : null;
}

/**
 * The image of an emoji code, from the fixed table of 47 drawings in public/emoji (a text
 * never chooses a path: an unknown code answers an empty string).
 */
export function emojiSrc(code: string): string {
  const n = emojiNumber(code);
  return n ? `/emoji/emjoy_${n}.svg` : '';
}

/** The i18n key of an emoji's name (微笑, 大笑, ...), for tooltips and labels. */
export const emojiTitleKey = (code: string): string => `emoji:names.${emojiNumber(code) ?? '01'}`;

/**
 * Splits a chat text into text and emoji parts, in order. Only the 47 known codes become
 * emoji (`[emjoy_48]` stays text); everything else, `<`, `>` and `&` included, stays text
 * for React to escape.
 */
export function splitChatText(text: string): ChatTextPart[] {
  const parts: ChatTextPart[] = [];
  const pattern = new RegExp(CHAT_EMOJI_PATTERN.source, 'g');
  let last = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    if (match.index > last) parts.push({ kind: 'text', text: text.slice(last, match.index) });
    parts.push({ kind: 'emoji', code: match[0], src: emojiSrc(match[0]) });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}
