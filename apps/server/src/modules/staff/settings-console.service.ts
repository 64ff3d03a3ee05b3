import type { ConsoleSettings, SetConsoleSettingsBody } from '@shop/contracts/settings';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { recordStaffAction, type StaffActor } from '../auth';
import { AFTERSALE_SETTING_KEY, aftersaleSetting, storeAftersaleSetting } from '../aftersale';
import { PAY_TIMEOUT_KEY, payTimeoutSetting, storePayTimeout } from '../order';
import {
  forgetConfig,
  getOfflineAccount,
  getSiteStatus,
  OFFLINE_PAY_ACCOUNT_KEY,
  setSiteStatus,
  SITE_STATUS_KEY,
  storeOfflineAccount,
} from '../settings';
import {
  FINANCE_SETTING_KEYS,
  financeSettings,
  storeCreditStatementSetting,
  storeRechargeSetting,
  storeWithdrawSetting,
} from '../finance';
import {
  getSigninRules,
  LICENCE_GATE_KEY,
  licenceGateOn,
  SIGNIN_RULES_KEY,
  storeLicenceGate,
  storeSigninRules,
} from '../member';

/*
 * The console's settings (issue 15): site status, transfer bank account, unpaid-order timeout;
 * the sign-in rewards, recharge, withdrawal, 账期 statement and licence gate (issue 16); the
 * after-sales rules (issue 17).
 * They are the whole mall's, not a shop's, so only a platform account reads or changes them.
 * Each module keeps its own setting (ADR 0009): site status in settings, the bank account in
 * settings (order payments and recharges read it, issue 16), the timeout in order; this service
 * only gathers them.
 */

/** A lock class for settings writes: two staff saving at once take turns. */
const SETTINGS_LOCK_CLASS = 15_001;

function platformOnly(actor: StaffActor): void {
  if (!actor.isPlatform) throw new AppError('console.settings_platform_only');
}

async function readSettings(db: Db): Promise<ConsoleSettings> {
  const [site, account, timeout, signin, finance, gate, aftersale] = await Promise.all([
    getSiteStatus(db),
    getOfflineAccount(db),
    payTimeoutSetting(db),
    getSigninRules(db),
    financeSettings(db),
    licenceGateOn(db),
    aftersaleSetting(db),
  ]);
  return {
    site: { closed: site.closed, closed_message: site.message },
    offline_account: account,
    order: { pay_timeout_minutes: timeout.minutes },
    signin,
    ...finance,
    licence_gate: { enabled: gate },
    aftersale,
  };
}

/** `/staff/api/settings/get`. */
export async function consoleSettings(db: Db, actor: StaffActor): Promise<ConsoleSettings> {
  platformOnly(actor);
  return readSettings(db);
}

/** `/staff/api/settings/set`: each group given is replaced and audited, in one transaction. */
export async function setConsoleSettings(
  db: Db,
  actor: StaffActor,
  body: SetConsoleSettingsBody,
): Promise<ConsoleSettings> {
  platformOnly(actor);
  if (Object.values(body).every((group) => group === undefined))
    throw new AppError('console.settings_nothing');
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SETTINGS_LOCK_CLASS}, 0)`);
    const audit = (action: string, key: string, before: unknown, after: unknown) =>
      recordStaffAction(tx, actor, {
        action,
        siteId: 0,
        targetType: 'setting',
        targetId: key,
        before,
        after,
      });
    if (body.site) {
      const before = await getSiteStatus(tx);
      const after = { closed: body.site.closed, message: body.site.closed_message };
      await setSiteStatus(tx, after);
      await audit('settings.site_status', SITE_STATUS_KEY, before, after);
    }
    if (body.offline_account) {
      const before = await getOfflineAccount(tx);
      await storeOfflineAccount(tx, body.offline_account);
      await audit(
        'settings.offline_account',
        OFFLINE_PAY_ACCOUNT_KEY,
        before,
        body.offline_account,
      );
    }
    if (body.order) {
      const before = await payTimeoutSetting(tx, db);
      await storePayTimeout(tx, body.order.pay_timeout_minutes);
      await audit(
        'settings.pay_timeout',
        PAY_TIMEOUT_KEY,
        { minutes: before.minutes },
        { minutes: body.order.pay_timeout_minutes },
      );
    }
    if (body.signin) {
      const before = await getSigninRules(tx);
      await storeSigninRules(tx, body.signin);
      await audit('settings.signin', SIGNIN_RULES_KEY, before, body.signin);
    }
    const keys = FINANCE_SETTING_KEYS;
    if (body.recharge) {
      const { before, after } = await storeRechargeSetting(tx, body.recharge);
      await audit('settings.recharge', keys.recharge, before, after);
    }
    if (body.withdraw) {
      const { before, after } = await storeWithdrawSetting(tx, body.withdraw);
      await audit('settings.withdraw', keys.withdraw, before, after);
    }
    if (body.credit_statement) {
      const { before, after } = await storeCreditStatementSetting(tx, body.credit_statement);
      await audit('settings.credit_statement', keys.credit_statement, before, after);
    }
    if (body.licence_gate) {
      const { before, after } = await storeLicenceGate(tx, body.licence_gate);
      await audit('settings.licence_gate', LICENCE_GATE_KEY, before, after);
    }
    if (body.aftersale) {
      const { before, after } = await storeAftersaleSetting(tx, body.aftersale);
      await audit('settings.aftersale', AFTERSALE_SETTING_KEY, before, after);
    }
  });
  for (const key of [
    SITE_STATUS_KEY,
    OFFLINE_PAY_ACCOUNT_KEY,
    PAY_TIMEOUT_KEY,
    SIGNIN_RULES_KEY,
    AFTERSALE_SETTING_KEY,
    LICENCE_GATE_KEY,
    ...Object.values(FINANCE_SETTING_KEYS),
  ])
    forgetConfig(db, key);
  return readSettings(db);
}
