import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import {
  ERP_KEY_STATUS,
  type ErpCallListBodySchema,
  type ErpKey,
  type ErpKeyAddBodySchema,
  type ErpKeyListBodySchema,
  type ErpKeyRotateBodySchema,
  type ErpKeySecret,
  type ErpScope,
} from '@shop/contracts/erp';
import type { Page } from '@shop/contracts/common';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { pageCount } from '../../lib/paging';
import { recordStaffAction, staffShop, type StaffActor } from '../auth';
import {
  findErpKey,
  insertErpKey,
  pageErpCalls,
  pageErpKeys,
  updateErpKey,
  type ErpKeyRow,
} from './erp-key.repository';
import type { SecretBox } from './secret-box';

const seconds = (date: Date | null): number | null =>
  date === null ? null : Math.floor(date.getTime() / 1000);

/** A fresh secret: 32 random bytes, base64url (43 characters). */
const newSecret = () => `sk_${randomBytes(32).toString('base64url')}`;

export const erpKeyView = (row: ErpKeyRow): ErpKey => ({
  key_id: row.keyId,
  site_id: row.siteId,
  note: row.note,
  scopes: row.scopes as ErpScope[],
  allowed_ips: row.allowedIps,
  status: row.status,
  created_by: row.createdBy,
  create_time: seconds(row.createdAt)!,
  last_used_time: seconds(row.lastUsedAt),
  previous_valid_until:
    row.previousValidUntil && row.previousValidUntil > new Date()
      ? seconds(row.previousValidUntil)
      : null,
});

/** The key within the staff account's reach, or "no such key" (another shop's looks the same). */
async function reachableKey(db: Db, actor: StaffActor, keyId: string): Promise<ErpKeyRow> {
  const key = await findErpKey(db, keyId, staffShop(actor));
  if (!key) throw new AppError('erp.key_unknown');
  return key;
}

/** The shop's keys, newest first; a platform account sees every shop's. */
export async function listErpKeys(
  db: Db,
  actor: StaffActor,
  body: z.output<typeof ErpKeyListBodySchema>,
): Promise<Page<ErpKey>> {
  const { count, rows } = await pageErpKeys(db, staffShop(actor), body.status, body);
  return { page_count: pageCount(count, body), count, list: rows.map(erpKeyView) };
}

/**
 * Creates a key for the staff account's shop (issue 26). The secret is answered this once and
 * stored only sealed; the audit log records the key, never the secret.
 */
export async function createErpKey(
  db: Db,
  box: SecretBox,
  actor: StaffActor,
  body: z.output<typeof ErpKeyAddBodySchema>,
): Promise<ErpKeySecret> {
  const keyId = `ak_${randomBytes(12).toString('hex')}`;
  const secret = newSecret();
  await db.transaction(async (tx) => {
    await insertErpKey(tx, {
      keyId,
      siteId: actor.siteId,
      note: body.note,
      scopes: body.scopes,
      allowedIps: body.allowed_ips,
      secretSealed: box.seal(secret),
      createdBy: actor.staffId,
    });
    await recordStaffAction(tx, actor, {
      action: 'erp.key_add',
      siteId: actor.siteId,
      targetType: 'erp_key',
      targetId: keyId,
      after: { note: body.note, scopes: body.scopes, allowed_ips: body.allowed_ips },
    });
  });
  return { key_id: keyId, secret };
}

/** Disables or enables a key; a disabled key's calls are refused at once. */
export async function switchErpKey(
  db: Db,
  actor: StaffActor,
  keyId: string,
  enabled: boolean,
): Promise<void> {
  const key = await reachableKey(db, actor, keyId);
  const status = enabled ? ERP_KEY_STATUS.enabled : ERP_KEY_STATUS.disabled;
  await db.transaction(async (tx) => {
    await updateErpKey(tx, keyId, { status });
    await recordStaffAction(tx, actor, {
      action: enabled ? 'erp.key_enable' : 'erp.key_disable',
      siteId: key.siteId,
      targetType: 'erp_key',
      targetId: keyId,
      before: { status: key.status },
      after: { status },
    });
  });
}

/**
 * Gives a key a new secret (issue 26); the old one keeps working `grace_minutes` longer, so the
 * ERP can be switched over without a gap (0: it stops at once). Answers the new secret once.
 */
export async function rotateErpKey(
  db: Db,
  box: SecretBox,
  actor: StaffActor,
  body: z.output<typeof ErpKeyRotateBodySchema>,
): Promise<ErpKeySecret> {
  const key = await reachableKey(db, actor, body.key_id);
  const secret = newSecret();
  const validUntil = new Date(Date.now() + body.grace_minutes * 60_000);
  await db.transaction(async (tx) => {
    await updateErpKey(tx, key.keyId, {
      secretSealed: box.seal(secret),
      previousSecretSealed: body.grace_minutes > 0 ? key.secretSealed : null,
      previousValidUntil: body.grace_minutes > 0 ? validUntil : null,
    });
    await recordStaffAction(tx, actor, {
      action: 'erp.key_rotate',
      siteId: key.siteId,
      targetType: 'erp_key',
      targetId: key.keyId,
      after: { grace_minutes: body.grace_minutes },
    });
  });
  return { key_id: key.keyId, secret };
}

/** The audited open calls of the shop (of one of its keys when given), newest first. */
export async function listErpCalls(
  db: Db,
  actor: StaffActor,
  body: z.output<typeof ErpCallListBodySchema>,
) {
  if (body.key_id !== undefined) await reachableKey(db, actor, body.key_id);
  const { count, rows } = await pageErpCalls(db, staffShop(actor), body.key_id, body);
  return {
    page_count: pageCount(count, body),
    count,
    list: rows.map((row) => ({
      id: row.callId,
      key_id: row.keyId,
      path: row.path,
      ip: row.ip,
      code: row.code,
      rows: row.rows,
      created: row.created,
      updated: row.updated,
      unchanged: row.unchanged,
      refused: row.refused,
      duration_ms: row.durationMs,
      create_time: seconds(row.createdAt)!,
    })),
  };
}
