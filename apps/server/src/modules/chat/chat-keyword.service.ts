import { ChatKeywordSchema, type ChatKeyword } from '@shop/contracts/chat';
import type { DbExecutor } from '../../db/client';
import { withDefaults, getConfig } from '../settings';

/** site_config key of the automatic replies used while no servicer of a shop is online. */
export const CHAT_KEYWORD_KEY = 'servicer_keyword';

/** Automatic replies stay off until the platform switches them on. */
const StoredKeywordSchema = withDefaults(ChatKeywordSchema, { is_open: 0, keyword_list: [] });

/** The keyword config (spec §3 "Chat keyword config"), defaults when unset or malformed. */
export function getChatKeywordConfig(db: DbExecutor): Promise<ChatKeyword> {
  return getConfig(db, CHAT_KEYWORD_KEY, StoredKeywordSchema);
}

/**
 * The reply of the first configured keyword that `text` contains (case-insensitive), or null
 * when the config is closed or nothing matches. Blank keywords never match.
 */
export function matchKeywordReply(config: ChatKeyword, text: string): string | null {
  if (config.is_open !== 1) return null;
  const haystack = text.toLowerCase();
  for (const item of config.keyword_list) {
    const keyword = item.keyword.trim().toLowerCase();
    if (keyword && item.reply.trim() && haystack.includes(keyword)) return item.reply;
  }
  return null;
}
