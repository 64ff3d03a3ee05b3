import type { AdvDetail } from '@shop/contracts/site';
import type { DbExecutor } from '../../db/client';
import { cachedRead } from '../../lib/read-cache';
import { findAdvPosition, findShownAdverts } from './adv.repository';
import { toUrlObject } from './url-object';

/**
 * The advert position of `keyword` and its adverts live at `now`. An unknown keyword is not an
 * error: the page simply has nothing to show there.
 */
export async function getAdvDetail(
  db: DbExecutor,
  keyword: string,
  now = new Date(),
): Promise<AdvDetail> {
  const { position, shown } = await cachedRead(db, `adv:${keyword}`, async () => {
    const found = await findAdvPosition(db, keyword);
    return { position: found, shown: found ? await findShownAdverts(db, found.apId) : [] };
  });
  if (!position) return { adv_position: null, adv_list: [] };
  // The window is checked per request, so an advert starts and ends on time despite the cache.
  const adverts = shown.filter(
    (a) => (!a.startTime || a.startTime <= now) && (!a.endTime || a.endTime > now),
  );
  return {
    adv_position: {
      ap_id: position.apId,
      keyword: position.keyword,
      ap_name: position.apName,
      width: position.width,
      height: position.height,
      background: position.background,
    },
    adv_list: adverts.map((a) => ({
      adv_id: a.advId,
      adv_title: a.advTitle,
      adv_image: a.advImage,
      adv_url: toUrlObject(a.advUrl),
      background: a.background,
    })),
  };
}
