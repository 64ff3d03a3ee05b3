import { eq } from 'drizzle-orm';
import { member, memberDocument, memberLabel, memberLevel, shop } from '../../db/schema';
import type { TestApp } from '../../test/test-app';
import { consoleSession, type ConsoleSession } from '../auth/staff-console.testing';
import { addMember } from '../auth/testing';
import { insertTestOrder } from '../order/order.testing';

/** Test support for the console's member calls (imported by tests only). */

export async function addShop(t: TestApp, name: string, isOwn = false): Promise<number> {
  const [row] = await t.database.db
    .insert(shop)
    .values({ shopName: name, isOwn })
    .returning({ id: shop.siteId });
  return row!.id;
}

export async function firstLabelAndLevels(t: TestApp) {
  const labels = await t.database.db.select().from(memberLabel).orderBy(memberLabel.labelId);
  const levels = await t.database.db.select().from(memberLevel).orderBy(memberLevel.levelId);
  return { labels, levels };
}

export async function setMemberColumns(
  t: TestApp,
  memberId: number,
  values: Partial<typeof member.$inferInsert>,
): Promise<void> {
  await t.database.db.update(member).set(values).where(eq(member.memberId, memberId));
}

export async function memberRow(t: TestApp, memberId: number) {
  const [row] = await t.database.db.select().from(member).where(eq(member.memberId, memberId));
  return row!;
}

/** A business licence version waiting review; answers its id. */
export async function addQualification(t: TestApp, memberId: number): Promise<number> {
  const [row] = await t.database.db
    .insert(memberDocument)
    .values({ memberId, typeKey: 'business_licence', images: ['/upload/q/a.jpg'], status: 0 })
    .returning({ id: memberDocument.id });
  return row!.id;
}

/**
 * Two shops (A, the platform's own; B another) with: `ofA` ordered from A, `ofB` from B,
 * `fresh` attached to no shop, `assigned` looked after by A's salesman; and console sessions.
 */
export async function memberConsoleWorld(t: TestApp) {
  const shopA = await addShop(t, '康源自营', true);
  const shopB = await addShop(t, '百草堂');
  const ofA = await addMember(t, { username: 'cm_a', mobile: '13900000001', nickname: '甲药房' });
  const ofB = await addMember(t, { username: 'cm_b', mobile: '13900000002', nickname: '乙诊所' });
  const fresh = await addMember(t, { username: 'cm_new', mobile: '13900000003' });
  const assigned = await addMember(t, { username: 'cm_sales', mobile: '13900000004' });
  await insertTestOrder(t, { memberId: ofA, siteId: shopA, moneyFen: 12_345 });
  await insertTestOrder(t, { memberId: ofB, siteId: shopB, moneyFen: 500 });
  const sessions = {
    adminA: await consoleSession(t, { role: 'admin', siteId: shopA }),
    adminB: await consoleSession(t, { role: 'admin', siteId: shopB }),
    platform: await consoleSession(t, { role: 'admin', siteId: shopA, platform: true }),
    managerA: await consoleSession(t, { role: 'member_manager', siteId: shopA }),
    financeA: await consoleSession(t, { role: 'finance', siteId: shopA }),
    salesmanA: await consoleSession(t, { role: 'salesman', siteId: shopA }),
    salesmanB: await consoleSession(t, { role: 'salesman', siteId: shopB }),
    operatorA: await consoleSession(t, { role: 'operator', siteId: shopA }),
  };
  await setMemberColumns(t, assigned, { salesmanId: sessions.salesmanA.staffId });
  return { shopA, shopB, ofA, ofB, fresh, assigned, sessions };
}

export type MemberConsoleWorld = Awaited<ReturnType<typeof memberConsoleWorld>>;
export type { ConsoleSession };
