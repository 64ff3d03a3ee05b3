import type { StaffRole } from '@shop/contracts/staff';
import { asc, desc } from 'drizzle-orm';
import { hashPassword } from '../../modules/auth';
import type { DbTransaction } from '../client';
import { shop, staff } from '../schema';
import { DEMO_PASSWORD } from './member-demo';

/** The demo servicer of the platform's own shop (康源医药自营). */
export const DEMO_SERVICER_USERNAME = 'service';

/**
 * The demo console accounts of the own shop (issue 15), one per role; `admin` acts for the whole
 * platform. Named in the README.
 */
export const DEMO_CONSOLE_ACCOUNTS: ReadonlyArray<{
  username: string;
  nickname: string;
  role: StaffRole;
  platform?: boolean;
}> = [
  { username: 'admin', nickname: '平台管理员', role: 'admin', platform: true },
  { username: 'operator', nickname: '运营小王', role: 'operator' },
  { username: 'finance', nickname: '财务小李', role: 'finance' },
  { username: 'members', nickname: '会员专员小周', role: 'member_manager' },
  { username: 'sales', nickname: '业务员小陈', role: 'salesman' },
];

const NICKNAMES = [
  '客服小美',
  '客服小安',
  '客服小康',
  '客服小和',
  '客服小草',
  '客服小博',
  '客服小惠',
];

/**
 * One servicer per demo shop, password DEMO_PASSWORD. `service` serves the own shop (自营, the
 * first shop and the seller of most demo goods, so the one demo buyers meet first); the other
 * shops get `service2`, `service3`, ... in the shops' display order. Then the console accounts
 * of DEMO_CONSOLE_ACCOUNTS, in the own shop.
 */
export async function seedStaffDemo(tx: DbTransaction): Promise<void> {
  const shops = await tx
    .select({ siteId: shop.siteId })
    .from(shop)
    .orderBy(desc(shop.isOwn), asc(shop.sort), asc(shop.siteId));
  if (shops.length === 0) return;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await tx.insert(staff).values(
    shops.map((s, i) => ({
      siteId: s.siteId,
      username: i === 0 ? DEMO_SERVICER_USERNAME : `${DEMO_SERVICER_USERNAME}${i + 1}`,
      passwordHash,
      nickname: NICKNAMES[i % NICKNAMES.length] ?? '客服',
      role: 'servicer',
    })),
  );
  const own = shops[0]!.siteId;
  await tx.insert(staff).values(
    DEMO_CONSOLE_ACCOUNTS.map((a) => ({
      siteId: own,
      username: a.username,
      passwordHash,
      nickname: a.nickname,
      role: a.role,
      isPlatform: a.platform ? 1 : 0,
    })),
  );
}
