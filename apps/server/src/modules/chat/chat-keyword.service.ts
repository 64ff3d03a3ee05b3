import type { ChatKeyword } from '@shop/contracts/chat';
import { z } from 'zod';
import type { DbExecutor } from '../../db/client';
import { shopText } from '../../lib/i18n/shop-text';
import type { Lang } from '../../lib/i18n/translate';
import { getConfig } from '../settings';

/** site_config key of the automatic replies used while no servicer of a shop is online. */
export const CHAT_KEYWORD_KEY = 'servicer_keyword';

/**
 * A keyword and its reply as the shop stores them, with their optional English (issue 14): the
 * buyer's quick questions are the keywords, shown and answered in the buyer's language.
 */
const StoredKeywordItemSchema = z.object({
  keyword: z.string(),
  reply: z.string(),
  en: z
    .object({ keyword: z.string().default(''), reply: z.string().default('') })
    .optional()
    .catch(undefined),
});
type StoredKeywordItem = z.infer<typeof StoredKeywordItemSchema>;

/** Automatic replies stay off until the platform switches them on. */
const StoredKeywordSchema = z.object({
  is_open: z.union([z.literal(0), z.literal(1)]).default(0),
  keyword_list: z.array(StoredKeywordItemSchema).default([]),
});
type StoredKeyword = z.infer<typeof StoredKeywordSchema>;

const readKeywordConfig = (db: DbExecutor): Promise<StoredKeyword> =>
  getConfig(db, CHAT_KEYWORD_KEY, StoredKeywordSchema);

const inLang = (item: StoredKeywordItem, lang: Lang) => ({
  keyword: shopText(lang, item.keyword, item.en?.keyword),
  reply: shopText(lang, item.reply, item.en?.reply),
});

/**
 * The keyword config (spec §3 "Chat keyword config") in the request's language, defaults when
 * unset or malformed.
 */
export async function getChatKeywordConfig(db: DbExecutor, lang: Lang): Promise<ChatKeyword> {
  const { is_open, keyword_list } = await readKeywordConfig(db);
  return { is_open, keyword_list: keyword_list.map((item) => inLang(item, lang)) };
}

/**
 * The reply, in `lang`, of the first configured keyword that `text` contains in either language
 * (case-insensitive), or null when the config is closed or nothing matches. Blank keywords never
 * match.
 */
export async function findKeywordReply(
  db: DbExecutor,
  text: string,
  lang: Lang,
): Promise<string | null> {
  const config = await readKeywordConfig(db);
  if (config.is_open !== 1) return null;
  const haystack = text.toLowerCase();
  const contains = (keyword = '') =>
    keyword.trim() !== '' && haystack.includes(keyword.trim().toLowerCase());
  for (const item of config.keyword_list) {
    const { reply } = inLang(item, lang);
    if (reply.trim() && (contains(item.keyword) || contains(item.en?.keyword))) return reply;
  }
  return null;
}
