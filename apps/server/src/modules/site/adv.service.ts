import type { AdvDetail } from '@shop/contracts/site';
import type { DbExecutor } from '../../db/client';
import { findAdvPosition, findLiveAdverts } from './adv.repository';
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
  const position = await findAdvPosition(db, keyword);
  if (!position) return { adv_position: null, adv_list: [] };
  const adverts = await findLiveAdverts(db, position.apId, now);
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
