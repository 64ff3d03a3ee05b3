import type { AuditListBodyParsed, AuditPage, TimeBound } from '@shop/contracts/staff';
import type { DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { pageCount } from '../../lib/paging';
import { staffShop, type StaffActor } from '../auth';
import { auditPage } from './audit-search.repository';

/** The shop's day starts at midnight Asia/Shanghai (UTC+8, no daylight saving). */
const SHOP_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

/**
 * A range bound as a moment: Unix seconds as given; a shop date as its first moment, or for an
 * end bound as the next day's first moment (the whole end day is included).
 */
function moment(bound: TimeBound, end: boolean): Date {
  if (typeof bound === 'number') return new Date(bound * 1000 + (end ? 1000 : 0));
  const midnight = Date.parse(`${bound}T00:00:00Z`) - SHOP_OFFSET_MS;
  if (Number.isNaN(midnight)) throw new AppError('staff.audit_date_invalid');
  return new Date(midnight + (end ? DAY_MS : 0));
}

/**
 * `/staff/api/audit/lists` (issue 15): who changed what, newest first; a shop's account sees its
 * shop's entries only, a platform account all.
 */
export async function listAudit(
  db: DbExecutor,
  actor: StaffActor,
  body: AuditListBodyParsed,
): Promise<AuditPage> {
  const from = body.start_time === undefined ? undefined : moment(body.start_time, false);
  const until = body.end_time === undefined ? undefined : moment(body.end_time, true);
  if (from && until && from >= until) throw new AppError('staff.audit_range_invalid');
  const { rows, count } = await auditPage(
    db,
    {
      siteId: staffShop(actor),
      username: body.username,
      actionPrefix: body.action,
      targetType: body.target_type,
      targetId: body.target_id,
      from,
      until,
    },
    body,
  );
  return {
    page_count: pageCount(count, body),
    count,
    list: rows.map((r) => ({
      id: r.id,
      staff_id: r.staffId,
      username: r.username,
      site_id: r.siteId,
      action: r.action,
      target_type: r.targetType,
      target_id: r.targetId,
      before: r.before,
      after: r.after,
      remark: r.remark,
      ip: r.ip,
      create_time: Math.floor(r.createdAt.getTime() / 1000),
    })),
  };
}
