import type { Lang } from './translate';

/**
 * A shop-configured text in the request's language (issue 14): the English value when the shop
 * wrote one, otherwise the Chinese text, which every shop text has.
 */
export function shopText(lang: Lang, chinese: string, english: string | undefined): string {
  return lang === 'en-US' && english?.trim() ? english : chinese;
}
