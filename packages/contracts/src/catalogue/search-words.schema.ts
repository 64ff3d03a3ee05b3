import { z } from 'zod';
import { SEARCH_KEYWORD_MAX } from '../constants';

/** `/api/goods/hotSearchWords`: words shown under the search box. */
export const HotSearchWordsSchema = z.object({
  /** The words as shown, in the request's language. */
  words: z.array(z.string().max(SEARCH_KEYWORD_MAX)).max(50),
  /** What each shown word searches, by position: the shop's own (Chinese) word. */
  keywords: z.array(z.string().max(SEARCH_KEYWORD_MAX)).max(50),
});
export type HotSearchWords = z.infer<typeof HotSearchWordsSchema>;

/** `/api/goods/defaultSearchWords`: the search box placeholder. */
export const DefaultSearchWordsSchema = z.object({ words: z.string().max(100) });
export type DefaultSearchWords = z.infer<typeof DefaultSearchWordsSchema>;
