import type {
  BindVerifierBodySchema,
  StoreVerifier,
  UnbindVerifierBodySchema,
} from '@shop/contracts/catalogue';
import type { z } from 'zod';
import type { Db, DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/unique-violation';
import { recordStaffAction, staffReaches, type StaffActor } from '../auth';
import { findLoginMember } from '../member';
import { reachableStore } from './pickup-store-console.service';
import {
  deleteVerifier,
  insertVerifier,
  lockVerifier,
  verifiersOfStore,
} from './store-verifier.repository';

/*
 * A store's verifiers (核销员) in the console (issue 17): members of the storefront bound to a
 * store of the actor's shop; each may then verify that store's codes at the member centre's desk.
 */

type BindBody = z.output<typeof BindVerifierBodySchema>;
type UnbindBody = z.output<typeof UnbindVerifierBodySchema>;

/** `/staff/api/store/verifiers`: the store's verifiers, first bound first. */
export async function listStoreVerifiers(
  db: Db,
  actor: StaffActor,
  storeId: number,
): Promise<StoreVerifier[]> {
  return db.transaction(async (tx) => {
    const store = await reachableStore(tx, actor, storeId);
    return (await verifiersOfStore(tx, store.storeId)).map((v) => ({
      id: v.id,
      store_id: v.storeId,
      member_id: v.memberId,
      username: v.username,
      mobile: v.mobile ?? '',
      verifier_name: v.verifierName,
      create_time: v.createdAt.getTime(),
    }));
  });
}

/** The enabled member whose username (any case) or mobile is `account`. */
async function memberOfAccount(db: DbExecutor, account: string) {
  const found = await findLoginMember(db, account);
  if (!found) throw new AppError('store.member_not_found', { account });
  if (found.status !== 1) throw new AppError('store.member_disabled', { account });
  return found;
}

/**
 * `/staff/api/store/bindverifier`: binds the member as a verifier of the store; answers the
 * binding's id. The same member twice at one store is refused (also for two binds at once: the
 * unique index decides).
 */
export async function bindVerifier(db: Db, actor: StaffActor, body: BindBody): Promise<number> {
  const found = await memberOfAccount(db, body.account);
  const verifierName = (body.verifier_name || found.nickname || found.username).slice(0, 30);
  try {
    return await db.transaction(async (tx) => {
      const store = await reachableStore(tx, actor, body.store_id);
      const id = await insertVerifier(tx, {
        storeId: store.storeId,
        memberId: found.memberId,
        verifierName,
      });
      await recordStaffAction(tx, actor, {
        action: 'store.bind_verifier',
        siteId: store.siteId,
        targetType: 'store_verifier',
        targetId: id,
        after: {
          store_id: store.storeId,
          member_id: found.memberId,
          username: found.username,
          verifier_name: verifierName,
        },
      });
      return id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('store.verifier_exists');
    throw error;
  }
}

/** `/staff/api/store/unbindverifier`: the member no longer verifies at the store. */
export async function unbindVerifier(db: Db, actor: StaffActor, body: UnbindBody): Promise<number> {
  return db.transaction(async (tx) => {
    const found = await lockVerifier(tx, body.id);
    if (!found || !staffReaches(actor, found.siteId)) throw new AppError('store.verifier_missing');
    await deleteVerifier(tx, found.id);
    await recordStaffAction(tx, actor, {
      action: 'store.unbind_verifier',
      siteId: found.siteId,
      targetType: 'store_verifier',
      targetId: found.id,
      before: {
        store_id: found.storeId,
        member_id: found.memberId,
        verifier_name: found.verifierName,
      },
    });
    return found.id;
  });
}
