import {
  GrowthReasonSchema,
  type GrowthLogPage,
  type GrowthReason,
  type MemberLevelInfo,
} from '@shop/contracts/member';
import type { DbExecutor, DbTransaction } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { shopText } from '../../lib/i18n/shop-text';
import type { Lang } from '../../lib/i18n/translate';
import { pageCount, pageWindow, type PageQuery } from '../../lib/paging';
import {
  addGrowth,
  findGrowthLogPage,
  findMemberGrowth,
  insertGrowthLog,
  levelsByGrowth,
  setMemberLevelId,
} from './growth.repository';

type Level = Awaited<ReturnType<typeof levelsByGrowth>>[number];

/** The highest level whose threshold `growth` has reached. */
const levelFor = (levels: Level[], growth: number) =>
  levels.filter((l) => l.growth <= growth).at(-1);

/**
 * The one way growth changes (issue 16): adds `change` to `member.growth`, writes the growth
 * ledger row, and moves the member up to the highest level whose threshold is now passed. A
 * level is never lowered here (a shop may have placed the member higher by hand). Runs inside
 * the caller's transaction; answers the growth after.
 */
export async function changeGrowth(
  tx: DbTransaction,
  input: { memberId: number; change: number; reason: GrowthReason; remark?: string },
): Promise<number> {
  const row = await addGrowth(tx, input.memberId, input.change);
  if (!row) throw new Error(`member ${input.memberId} missing`);
  await insertGrowthLog(tx, {
    memberId: input.memberId,
    change: input.change,
    growthAfter: row.growth,
    reason: input.reason,
    remark: input.remark ?? '',
  });
  const levels = await levelsByGrowth(tx);
  const reached = levelFor(levels, row.growth);
  const current = levels.find((l) => l.levelId === row.levelId);
  if (reached && (!current || reached.growth > current.growth))
    await setMemberLevelId(tx, input.memberId, reached.levelId);
  return row.growth;
}

/** `/api/memberlevel/info`: the member's growth, level and the road to the next one. */
export async function memberLevelInfo(
  db: DbExecutor,
  memberId: number,
  lang: Lang,
): Promise<MemberLevelInfo> {
  const [me, levels] = await Promise.all([findMemberGrowth(db, memberId), levelsByGrowth(db)]);
  if (!me) throw new AppError('auth.token_error', {}, -10009);
  const current = levels.find((l) => l.levelId === me.levelId) ?? levelFor(levels, me.growth);
  const next = levels.find((l) => l.growth > Math.max(me.growth, current?.growth ?? 0));
  const from = current?.growth ?? 0;
  const progress = next
    ? Math.min(100, Math.max(0, Math.floor(((me.growth - from) * 100) / (next.growth - from))))
    : 100;
  return {
    growth: me.growth,
    level_id: current?.levelId ?? 0,
    level_name: current ? shopText(lang, current.levelName, current.levelNameEn) : '',
    next: next
      ? {
          level_id: next.levelId,
          level_name: shopText(lang, next.levelName, next.levelNameEn),
          growth: next.growth,
          need: next.growth - me.growth,
        }
      : null,
    progress,
  };
}

const reasonOf = (reason: string): GrowthReason => {
  const parsed = GrowthReasonSchema.safeParse(reason);
  return parsed.success ? parsed.data : 'adjust';
};

/** `/api/membergrowth/page`: the member's growth ledger, newest first. */
export async function growthLogPage(
  db: DbExecutor,
  memberId: number,
  query: PageQuery,
): Promise<GrowthLogPage> {
  const { rows, count } = await findGrowthLogPage(db, memberId, pageWindow(query));
  return {
    page_count: pageCount(count, query),
    count,
    list: rows.map((r) => ({
      id: r.id,
      change: r.change,
      growth_after: r.growthAfter,
      reason: reasonOf(r.reason),
      remark: r.remark,
      create_time: r.createdAt.getTime(),
    })),
  };
}
