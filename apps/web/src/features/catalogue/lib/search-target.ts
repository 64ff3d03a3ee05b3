import { SEARCH_KEYWORD_MAX } from '@shop/contracts/constants';

export const SEARCH_TYPES = ['goods', 'shop'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/**
 * Where a search goes (spec "Header"): goods to `/list?keyword=`, shops to `/street?keyword=`.
 * The keyword is trimmed and cut to the 50-character limit; an empty one opens the whole list.
 */
export function searchTargetUrl(type: SearchType, keyword: string): string {
  const path = type === 'shop' ? '/street' : '/list';
  const word = Array.from(keyword.trim()).slice(0, SEARCH_KEYWORD_MAX).join('').trim();
  return word ? `${path}?keyword=${encodeURIComponent(word)}` : path;
}
