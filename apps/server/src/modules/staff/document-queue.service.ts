import type { DocumentQueueRow } from '@shop/contracts/member';
import type { Page } from '@shop/contracts/common';
import type { DbExecutor } from '../../db/client';
import { pageCount, pageWindow } from '../../lib/paging';
import { shopDay } from '../../lib/shop-day';
import type { StaffActor } from '../auth';
import type { Lang } from '../../lib/i18n/translate';
import { findWaitingDocuments, getQualificationConfig, memberDocumentOf } from '../member';
import { reachCondition } from './member-console.repository';
import { memberReachOf } from './member-console.service';

/**
 * `/staff/api/member/documentqueue` (issue 16): the document versions waiting review of the
 * members the staff account reaches (docs/adr/0015-staff-see-members.md), oldest first.
 */
export async function documentQueue(
  db: DbExecutor,
  actor: StaffActor,
  body: { page: number; page_size: number },
  lang: Lang,
): Promise<Page<DocumentQueueRow>> {
  const reach = await memberReachOf(db, actor);
  const [{ list, count }, { types }] = await Promise.all([
    findWaitingDocuments(db, { ...pageWindow(body), where: reachCondition(reach) }),
    getQualificationConfig(db, lang),
  ]);
  const names = new Map(types.map((t) => [t.type_key, t.type_name]));
  return {
    page_count: pageCount(count, body),
    count,
    list: list.map((row) => ({
      ...memberDocumentOf(row, shopDay(new Date())),
      member_id: row.memberId,
      username: row.username,
      nickname: row.nickname,
      type_name: names.get(row.typeKey) ?? row.typeKey,
      is_renewal: row.hasApproved,
    })),
  };
}
