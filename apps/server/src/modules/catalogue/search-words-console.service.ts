import type { ConsoleSearchWords, SearchWordsSaveBodySchema } from '@shop/contracts/catalogue';
import type { z } from 'zod';
import type { DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { recordStaffAction, type StaffActor } from '../auth';
import { setConfig } from '../settings';
import { catalogueChanged } from './catalogue-changed';
import { PLATFORM_SITE, writesForMall } from './catalogue-writer';
import {
  DEFAULT_SEARCH_WORDS_KEY,
  HOT_SEARCH_WORDS_KEY,
  readSearchWords,
} from './search-words.service';

/*
 * The storefront's search words in the console (issue 27, content): the hot words under the
 * search box and its placeholder, each with an optional English text. They are the whole mall's
 * (ADR 0023): platform accounts and the own shop's staff change them; every save is audited and
 * reaches every process's storefront within a second (the catalogue's change bus, ADR 0022).
 */

/** `/staff/api/searchwords/get`: the words as stored, Chinese and English side by side. */
export async function getConsoleSearchWords(db: DbExecutor): Promise<ConsoleSearchWords> {
  const { hot, placeholder } = await readSearchWords(db);
  return {
    hot_words: hot.words.map((word, i) => ({ word, word_en: hot.en?.words[i] ?? '' })),
    default_word: placeholder.words,
    default_word_en: placeholder.en?.words ?? '',
  };
}

/** `/staff/api/searchwords/set`: replaces both; the storefront shows them at once. */
export async function saveSearchWords(
  db: DbExecutor,
  actor: StaffActor,
  body: z.output<typeof SearchWordsSaveBodySchema>,
): Promise<null> {
  if (!(await writesForMall(db, actor))) throw new AppError('search_words.platform_only');
  const before = await getConsoleSearchWords(db);
  await db.transaction(async (tx) => {
    await setConfig(tx, HOT_SEARCH_WORDS_KEY, {
      words: body.hot_words.map((w) => w.word),
      en: { words: body.hot_words.map((w) => w.word_en) },
    });
    await setConfig(tx, DEFAULT_SEARCH_WORDS_KEY, {
      words: body.default_word,
      en: { words: body.default_word_en },
    });
    await recordStaffAction(tx, actor, {
      action: 'search_words.set',
      siteId: PLATFORM_SITE,
      targetType: 'search_words',
      targetId: 0,
      before,
      after: {
        hot_words: body.hot_words,
        default_word: body.default_word,
        default_word_en: body.default_word_en,
      },
    });
  });
  // Every process drops its cached words (a read before the commit may have cached the old ones).
  await catalogueChanged(db, { configKeys: [HOT_SEARCH_WORDS_KEY, DEFAULT_SEARCH_WORDS_KEY] });
  return null;
}
