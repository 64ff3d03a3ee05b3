import type {
  ConsoleSeckillTime,
  SeckillTimeAddBodySchema,
  SeckillTimeEditBodySchema,
} from '@shop/contracts/promotion';
import type { z } from 'zod';
import type { DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { recordStaffAction, type StaffActor } from '../auth';
import { PLATFORM_SITE, writesForMall } from '../catalogue';
import {
  countLiveSeckillsOfTime,
  deleteSeckillTime,
  findConsoleSeckillTimes,
  findOverlappingSeckillTime,
  findSeckillTimeForUpdate,
  insertSeckillTime,
  updateSeckillTime,
  type SeckillTimeValues,
} from './seckill-time-console.repository';

/*
 * The mall's daily seckill slots (秒杀场次) in the console (issue 27, ADR 0030): the seckill zone's
 * tabs. Slots never overlap; they are the whole mall's, so only platform accounts change them. A
 * slot's seckills keep their windows when the slot changes; a slot with seckills still to run
 * cannot be deleted.
 */

type Fields = z.output<typeof SeckillTimeAddBodySchema>;

const HOUR_SEC = 3600;

/** "HH:mm" as seconds after midnight (24:00 is the day's end). */
export const secondsOfTime = (time: string) => {
  const [h, m] = time.split(':').map(Number);
  return h! * HOUR_SEC + m! * 60;
};

/** Seconds after midnight as "HH:mm". */
export const timeOfSeconds = (sec: number) =>
  `${String(Math.floor(sec / HOUR_SEC)).padStart(2, '0')}:${String(Math.floor((sec % HOUR_SEC) / 60)).padStart(2, '0')}`;

const valuesOf = (body: Fields): SeckillTimeValues => ({
  name: body.name,
  nameEn: body.name_en,
  startSec: secondsOfTime(body.start_time),
  endSec: secondsOfTime(body.end_time),
  sort: body.sort,
});

const viewOf = (row: SeckillTimeValues & { id: number }): ConsoleSeckillTime => ({
  id: row.id,
  name: row.name,
  name_en: row.nameEn,
  start_time: timeOfSeconds(row.startSec),
  end_time: timeOfSeconds(row.endSec),
  sort: row.sort,
});

/** The mall's schedule: a platform account or the own shop's staff (as categories, ADR 0023). */
async function assertMallWriter(db: DbExecutor, actor: StaffActor) {
  if (await writesForMall(db, actor)) return;
  throw new AppError('seckill.time_platform_only');
}

/** Refuses an empty range and a range another slot overlaps (named). */
async function assertFree(
  tx: Parameters<typeof findOverlappingSeckillTime>[0],
  values: SeckillTimeValues,
  exceptId: number,
) {
  if (values.endSec <= values.startSec) throw new AppError('seckill.time_range');
  const other = await findOverlappingSeckillTime(tx, { ...values, exceptId });
  if (other)
    throw new AppError('seckill.time_overlaps', {
      name: other.name,
      start: timeOfSeconds(other.startSec),
      end: timeOfSeconds(other.endSec),
    });
}

/** `/staff/api/seckill/timelists`. */
export async function listConsoleSeckillTimes(db: DbExecutor) {
  return { list: (await findConsoleSeckillTimes(db)).map(viewOf) };
}

/** `/staff/api/seckill/timeadd`. */
export async function addSeckillTime(db: DbExecutor, actor: StaffActor, body: Fields) {
  await assertMallWriter(db, actor);
  const values = valuesOf(body);
  return db.transaction(async (tx) => {
    await assertFree(tx, values, 0);
    const id = await insertSeckillTime(tx, values);
    await recordStaffAction(tx, actor, {
      action: 'seckill_time.add',
      siteId: PLATFORM_SITE,
      targetType: 'seckill_time',
      targetId: id,
      after: viewOf({ id, ...values }),
    });
    return id;
  });
}

/** `/staff/api/seckill/timeedit`. */
export async function editSeckillTime(
  db: DbExecutor,
  actor: StaffActor,
  body: z.output<typeof SeckillTimeEditBodySchema>,
) {
  await assertMallWriter(db, actor);
  const values = valuesOf(body);
  return db.transaction(async (tx) => {
    const before = await findSeckillTimeForUpdate(tx, body.id);
    if (!before) throw new AppError('seckill.time_not_found');
    await assertFree(tx, values, body.id);
    await updateSeckillTime(tx, body.id, values);
    await recordStaffAction(tx, actor, {
      action: 'seckill_time.edit',
      siteId: PLATFORM_SITE,
      targetType: 'seckill_time',
      targetId: body.id,
      before: viewOf(before),
      after: viewOf({ id: body.id, ...values }),
    });
    return body.id;
  });
}

/** `/staff/api/seckill/timedelete`: refused while seckills made for it are still to end. */
export async function removeSeckillTime(db: DbExecutor, actor: StaffActor, id: number) {
  await assertMallWriter(db, actor);
  return db.transaction(async (tx) => {
    const before = await findSeckillTimeForUpdate(tx, id);
    if (!before) throw new AppError('seckill.time_not_found');
    const live = await countLiveSeckillsOfTime(tx, id, new Date());
    if (live > 0) throw new AppError('seckill.time_in_use', { count: live });
    await deleteSeckillTime(tx, id);
    await recordStaffAction(tx, actor, {
      action: 'seckill_time.delete',
      siteId: PLATFORM_SITE,
      targetType: 'seckill_time',
      targetId: id,
      before: viewOf(before),
    });
    return id;
  });
}
