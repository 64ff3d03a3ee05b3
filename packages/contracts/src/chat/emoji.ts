/** The chat emoji codes [emjoy_01]..[emjoy_47] (spelling as in the spec); each maps to an image. */
export const CHAT_EMOJI_COUNT = 47;

export const CHAT_EMOJI_CODES: readonly string[] = Array.from(
  { length: CHAT_EMOJI_COUNT },
  (_, i) => `[emjoy_${String(i + 1).padStart(2, '0')}]`,
);

/** One emoji code anywhere in a text (global: reset lastIndex or use with split/replace). */
export const CHAT_EMOJI_PATTERN = /\[emjoy_(0[1-9]|[1-3]\d|4[0-7])\]/g;

/**
 * The length of a chat text as the buyer sees it: each emoji code counts as one character and
 * so does each Unicode code point (a Chinese character is one, not two UTF-16 units).
 */
export function chatTextLength(text: string): number {
  return Array.from(text.replace(CHAT_EMOJI_PATTERN, '\u0000')).length;
}

/** A text is blank when it holds nothing but white space. */
export const isBlankChatText = (text: string) => text.trim().length === 0;
