import type {
  Servicer,
  ServicerAddBodyParsed,
  ServicerEditBodyParsed,
  ServicerPage,
  ServicerPasswordBodyParsed,
} from '@shop/contracts/staff';
import type { FastifyInstance } from 'fastify';
import type { DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { pageCount, type PageQuery } from '../../lib/paging';
import {
  assertShopPasswordRules,
  hashPassword,
  recordStaffAction,
  revokeStaffTokensOf,
  setStaffPasswordHash,
  staffShop,
  switchStaffStatus,
  updateStaffProfile,
  type StaffActor,
} from '../auth';
import { releaseServicerConversations } from '../chat';
import { createStaffAccount, targetShop } from './staff-account.service';
import { signOffServicer } from './staff-login.service';
import {
  findServicerForUpdate,
  servicerPage,
  type ServicerFilter,
  type ServicerRow,
} from './servicer.repository';

/** Servicer accounts in the console (issue 15: "create, disable and reset servicer accounts"). */

const view = (row: ServicerRow): Servicer => ({
  staff_id: row.staffId,
  username: row.username,
  nickname: row.nickname,
  site_id: row.siteId,
  shop_name: row.shopName,
  status: row.status === 1 ? 1 : 0,
  online: row.online === 1 ? 1 : 0,
  create_time: Math.floor(row.createdAt.getTime() / 1000),
});

/** What the audit log keeps of a servicer (never its password). */
const audited = (row: Pick<ServicerRow, 'username' | 'nickname' | 'siteId' | 'status'>) => ({
  username: row.username,
  nickname: row.nickname,
  site_id: row.siteId,
  status: row.status,
});

export async function listServicers(
  db: DbExecutor,
  actor: StaffActor,
  body: ServicerFilter & PageQuery,
): Promise<ServicerPage> {
  const { rows, count } = await servicerPage(db, staffShop(actor), { ...body, role: 'servicer' });
  return { page_count: pageCount(count, body), count, list: rows.map(view) };
}

/** A servicer the actor reaches, locked in `tx`; else -1 客服账号不存在. */
async function reachableServicer(tx: DbExecutor, actor: StaffActor, staffId: number) {
  const found = await findServicerForUpdate(tx, staffId, staffShop(actor));
  if (!found) throw new AppError('staff.servicer_missing');
  return found;
}

/** `/staff/api/servicer/add`: a new servicer account; answers its id. */
export function addServicer(
  app: FastifyInstance,
  actor: StaffActor,
  body: ServicerAddBodyParsed,
): Promise<number> {
  return createStaffAccount(app.db, actor, { ...body, role: 'servicer' }, 'servicer.add');
}

/**
 * `/staff/api/servicer/edit`: nickname and shop. A servicer moved to another shop loses its
 * sessions (they were of the old shop's workbench), goes offline and hands back its conversations.
 */
export async function editServicer(
  app: FastifyInstance,
  actor: StaffActor,
  body: ServicerEditBodyParsed,
): Promise<number> {
  const moved = await app.db.transaction(async (tx) => {
    const found = await reachableServicer(tx, actor, body.staff_id);
    const siteId = await targetShop(tx, actor, body.site_id ?? found.siteId);
    const nickname = body.nickname.trim();
    await updateStaffProfile(tx, found.staffId, { nickname, siteId });
    const isMove = siteId !== found.siteId;
    if (isMove) await revokeStaffTokensOf(tx, found.staffId, 'moved');
    await recordStaffAction(tx, actor, {
      action: 'servicer.edit',
      siteId: found.siteId,
      targetType: 'staff',
      targetId: found.staffId,
      before: audited(found),
      after: audited({ ...found, nickname, siteId }),
    });
    return isMove ? found : null;
  });
  if (moved) await leaveService(app, moved);
  return body.staff_id;
}

/** The servicer stops serving its (old) shop now: offline, sockets closed, conversations back. */
async function leaveService(app: FastifyInstance, servicer: ServicerRow): Promise<void> {
  await signOffServicer(app, servicer);
  await releaseServicerConversations(app, servicer.staffId);
}

/**
 * `/staff/api/servicer/disable` and `/enable`. Disabling ends its sessions at once, takes it
 * offline, closes its sockets and hands back its conversations. Of two calls at once one wins;
 * the other (and a repeat) is told the account already is in that state.
 */
export async function setServicerEnabled(
  app: FastifyInstance,
  actor: StaffActor,
  staffId: number,
  enabled: boolean,
): Promise<number> {
  const [from, to] = enabled ? ([0, 1] as const) : ([1, 0] as const);
  const found = await app.db.transaction(async (tx) => {
    const row = await reachableServicer(tx, actor, staffId);
    if (!(await switchStaffStatus(tx, staffId, from, to)))
      throw new AppError(
        enabled ? 'staff.servicer_already_enabled' : 'staff.servicer_already_disabled',
      );
    if (!enabled) await revokeStaffTokensOf(tx, staffId, 'disabled');
    await recordStaffAction(tx, actor, {
      action: enabled ? 'servicer.enable' : 'servicer.disable',
      siteId: row.siteId,
      targetType: 'staff',
      targetId: staffId,
      before: { status: from },
      after: { status: to },
    });
    return row;
  });
  if (!enabled) await leaveService(app, found);
  return staffId;
}

/** `/staff/api/servicer/resetpassword`: a new password (the shop's rules); its sessions end. */
export async function resetServicerPassword(
  app: FastifyInstance,
  actor: StaffActor,
  body: ServicerPasswordBodyParsed,
): Promise<number> {
  await assertShopPasswordRules(app.db, body.password);
  const passwordHash = await hashPassword(body.password);
  const found = await app.db.transaction(async (tx) => {
    const row = await reachableServicer(tx, actor, body.staff_id);
    await setStaffPasswordHash(tx, row.staffId, passwordHash);
    await revokeStaffTokensOf(tx, row.staffId, 'password_reset');
    await recordStaffAction(tx, actor, {
      action: 'servicer.reset_password',
      siteId: row.siteId,
      targetType: 'staff',
      targetId: row.staffId,
    });
    return row;
  });
  await signOffServicer(app, found);
  return found.staffId;
}
