import type { DbExecutor } from '../../db/client';
import { cachedRead, invalidateReads } from '../../lib/read-cache';
import { findApprovedDocuments } from './document.repository';
import { aptitudesForLabel } from './qualification.service';

/** A reminder shows this many days before a document ends (issue 16). */
export const EXPIRY_NOTICE_DAYS = 30;

/** The shop's day (Asia/Shanghai, UTC+8, no daylight saving) of a moment, YYYY-MM-DD. */
export const chinaDay = (now: Date): string =>
  new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

/** Whole days from `today` to `day` (both YYYY-MM-DD); negative when `day` is past. */
export const daysUntil = (today: string, day: string): number =>
  Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);

/** A document counts on `today` while it has no end or ends today or later. */
export const isInForce = (validTo: string | null, today: string): boolean =>
  validTo === null || validTo >= today;

/**
 * What the member's licences allow (issue 16): `ok` when every required document of the member's
 * buyer type is approved and in force, `expired` when one is approved but past its end, `review`
 * otherwise; and the business scopes the approved documents in force cover.
 */
export type LicenceState = { gate: 'ok' | 'review' | 'expired'; scopes: string[] };

const cacheKey = (memberId: number) => `member-licence:${memberId}`;

async function loadLicenceState(
  db: DbExecutor,
  memberId: number,
  labelId: number | null,
  today: string,
): Promise<LicenceState> {
  const [aptitudes, approved] = await Promise.all([
    aptitudesForLabel(db, labelId ?? undefined),
    findApprovedDocuments(db, memberId),
  ]);
  const inForce = approved.filter((d) => isInForce(d.validTo, today));
  let gate: LicenceState['gate'] = 'ok';
  for (const a of aptitudes.filter((x) => x.is_required)) {
    if (inForce.some((d) => d.typeKey === a.type_key)) continue;
    if (approved.some((d) => d.typeKey === a.type_key)) gate = 'expired';
    else if (gate === 'ok') gate = 'review';
  }
  const scopes = new Set(inForce.flatMap((d) => d.scopes as string[]));
  return { gate, scopes: [...scopes] };
}

/**
 * The member's licence state, read once per few seconds per process like the viewer's label
 * (every goods card and cart line of a request needs it); reviews and uploads drop it at once.
 */
export function licenceStateOf(
  db: DbExecutor,
  memberId: number,
  labelId: number | null,
  now: Date = new Date(),
): Promise<LicenceState> {
  const today = chinaDay(now);
  return cachedRead(db, `${cacheKey(memberId)}:${labelId ?? 0}:${today}`, () =>
    loadLicenceState(db, memberId, labelId, today),
  );
}

/** Drops this process's cached licence state of a member (after an upload or a review). */
export const forgetLicenceState = (db: DbExecutor, memberId: number): void =>
  invalidateReads(db, `${cacheKey(memberId)}:`);
