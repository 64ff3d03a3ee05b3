import type { CouponType, CouponTypePage } from '@shop/contracts/coupon';
import type { DbExecutor } from '../../db/client';
import { pageCount, pageWindow } from '../../lib/paging';
import { findOfferedTypePage, heldCountsOf } from './coupon-centre.repository';
import { couponTermsReader } from './coupon-terms';

type OfferedRow = Awaited<ReturnType<typeof findOfferedTypePage>>['rows'][number];

/** Count, remaining and percent taken of a type (count 0 = unlimited: never all taken). */
function stockOf(r: OfferedRow) {
  const unlimited = r.count === 0;
  const remaining = unlimited ? null : Math.max(0, r.count - r.leadCount);
  return {
    count: r.count,
    lead_count: r.leadCount,
    remaining,
    taken_percent: unlimited ? 0 : Math.min(100, Math.floor((r.leadCount * 100) / r.count)),
    all_taken: remaining === 0,
  };
}

/**
 * 领券中心: the coupon types on offer, those still to take first. Members also learn how many of
 * each they hold and whether they may take one more (not all taken, under the per-member limit).
 */
export async function getCouponTypePage(
  db: DbExecutor,
  memberId: number | null,
  query: { page: number; page_size: number; site_id?: number | undefined },
  now = new Date(),
): Promise<CouponTypePage> {
  const { rows, count } = await findOfferedTypePage(
    db,
    { siteId: query.site_id, now },
    pageWindow(query),
  );
  const ids = rows.map((r) => r.couponTypeId);
  const [termsOf, held] = await Promise.all([
    couponTermsReader(db, rows),
    memberId === null ? undefined : heldCountsOf(db, memberId, ids),
  ]);
  return {
    page_count: pageCount(count, query),
    count,
    list: rows.map((r): CouponType => {
      const stock = stockOf(r);
      const mine = held ? (held.get(r.couponTypeId) ?? 0) : undefined;
      return {
        ...termsOf(r),
        validity_type: r.validityType === 1 ? 1 : 0,
        fixed_term: r.fixedTerm,
        start_time: r.startAt?.getTime() ?? null,
        end_time: r.endAt?.getTime() ?? null,
        ...stock,
        max_fetch: r.maxFetch,
        ...(mine === undefined
          ? {}
          : {
              held: mine,
              can_receive: !stock.all_taken && (r.maxFetch === 0 || mine < r.maxFetch),
            }),
      };
    }),
  };
}
