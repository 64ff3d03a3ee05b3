import { USERNAME_PATTERN } from '@shop/contracts/auth';
import { sql } from 'drizzle-orm';
import {
  SETUP_PASSWORD_RULES,
  SETUP_TOKEN_PATTERN,
  type SetupInitBodyParsed,
  type SetupResult,
} from '@shop/contracts/staff';
import type { DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { assertPasswordRules, hashPassword, insertStaffAccount, recordStaffAction } from '../auth';
import { insertOwnShop } from '../catalogue';
import { forgetConfig, getSiteInfo, setConfig, SITE_INFO_KEY } from '../settings';
import { checkSetupToken, clearSetupToken, issueSetupToken } from './setup-token';
import { administratorExists } from './staff.repository';

/*
 * The first run of an empty shop (issue 25, ADR 0023). With `SHOP_DEMO_DATA=off` the database has
 * no shop and no staff account; the console's setup page makes the own shop and the first
 * platform administrator with the token from the start log, once.
 */

/** A lock key of its own: two setups at once run one after the other, the second is refused. */
const SETUP_LOCK = 250_023;

/**
 * At start: when no administrator exists, a new setup token for the start log; else null (and
 * nothing is stored).
 */
export async function prepareFirstRun(db: DbExecutor): Promise<string | null> {
  if (await administratorExists(db)) return null;
  return issueSetupToken(db);
}

/** `/staff/api/setup/state`: the setup page shows only while no administrator exists. */
export async function setupState(db: DbExecutor): Promise<{ needed: boolean }> {
  return { needed: !(await administratorExists(db)) };
}

function checkAccount(body: SetupInitBodyParsed) {
  if (!USERNAME_PATTERN.test(body.username)) throw new AppError('auth.username_invalid');
  assertPasswordRules(body.password, SETUP_PASSWORD_RULES);
  if (body.password.toLowerCase().includes(body.username.toLowerCase()))
    throw new AppError('setup.password_has_username');
}

/**
 * `/staff/api/setup/init`: checks the token, then in one transaction (under a lock, so of two
 * calls one wins) makes the own shop, its administrator (a platform account) and the site's
 * name and phone, audits it as that administrator, and forgets the token.
 */
export async function runSetup(
  db: DbExecutor,
  body: SetupInitBodyParsed,
  ip: string,
): Promise<SetupResult> {
  if (await administratorExists(db)) throw new AppError('setup.done');
  if (!SETUP_TOKEN_PATTERN.test(body.setup_token)) throw new AppError('setup.token_wrong');
  const token = await checkSetupToken(db, body.setup_token);
  if (token !== 'ok') throw new AppError(`setup.token_${token}`);
  checkAccount(body);
  const passwordHash = await hashPassword(body.password);
  const siteInfo = await getSiteInfo(db);
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SETUP_LOCK})`);
    if (await administratorExists(tx)) throw new AppError('setup.done');
    const siteId = await insertOwnShop(tx, {
      shopName: body.shop_name,
      telephone: body.shop_phone,
    });
    const staffId = await insertStaffAccount(tx, {
      siteId,
      username: body.username,
      nickname: body.nickname,
      passwordHash,
      role: 'admin',
      isPlatform: 1,
    });
    await setConfig(tx, SITE_INFO_KEY, {
      ...siteInfo,
      // The first run names the mall after its own shop (the base seed's name is a placeholder).
      site_name: body.shop_name,
      web_phone: body.shop_phone || siteInfo.web_phone,
    });
    await clearSetupToken(tx);
    await recordStaffAction(
      tx,
      { staffId, username: body.username, ip },
      {
        action: 'setup.init',
        siteId,
        targetType: 'shop',
        targetId: siteId,
        after: { shop_name: body.shop_name, shop_phone: body.shop_phone, username: body.username },
      },
    );
    return { site_id: siteId, staff_id: staffId };
  });
  forgetConfig(db, SITE_INFO_KEY);
  return result;
}
