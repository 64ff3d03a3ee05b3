import { eq, inArray } from 'drizzle-orm';
import { hashPassword } from '../../modules/auth';
import type { DbTransaction } from '../client';
import { member, memberLevel, outOfStock, staff } from '../schema';
import { DEMO_PASSWORD } from './member-demo';

/** The demo salesman's member login (storefront sign-in `sales` / DEMO_PASSWORD; issue 16). */
export const DEMO_SALESMAN_LOGIN = 'sales';
export const DEMO_SALESMAN_MOBILE = '13700137000';
/** The demo buyers the demo salesman serves. */
const SERVED = ['demo', 'demo2', 'demo3'];

/**
 * The demo salesman (spec §6, issue 16): the console account `sales` gets a phone and a member
 * login of its own, from which the salesman opens the team pages; demo, demo2 and demo3 are
 * served by them, and two of them registered goods they could not find.
 */
export async function seedSalesmanDemo(tx: DbTransaction): Promise<void> {
  const [account] = await tx
    .select({ staffId: staff.staffId, nickname: staff.nickname })
    .from(staff)
    .where(eq(staff.username, 'sales'));
  if (!account) return;
  const [level] = await tx
    .select({ id: memberLevel.levelId })
    .from(memberLevel)
    .where(eq(memberLevel.isDefault, 1));
  const [login] = await tx
    .insert(member)
    .values({
      username: DEMO_SALESMAN_LOGIN,
      nickname: account.nickname,
      realname: '陈志远',
      mobile: DEMO_SALESMAN_MOBILE,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      levelId: level?.id ?? null,
      invitationCode: 'SALES7CZ',
    })
    .returning({ id: member.memberId });
  if (!login) return;
  await tx
    .update(staff)
    .set({ memberId: login.id, mobile: DEMO_SALESMAN_MOBILE })
    .where(eq(staff.staffId, account.staffId));
  const served = await tx
    .update(member)
    .set({ salesmanId: account.staffId })
    .where(inArray(member.username, SERVED))
    .returning({ id: member.memberId, realname: member.realname, mobile: member.mobile });
  const [first, second] = served;
  if (!first || !second) return;
  await tx.insert(outOfStock).values([
    {
      memberId: first.id,
      goodsName: '阿莫西林胶囊',
      specification: '0.25g*24粒',
      manufacturer: '华北制药',
      quantity: 50,
      contactName: first.realname,
      mobile: first.mobile ?? '',
      remark: '月底前需要，谢谢',
    },
    {
      memberId: second.id,
      goodsName: '蒲地蓝消炎片',
      specification: '0.3g*48片',
      manufacturer: '济川药业',
      quantity: 20,
      contactName: second.realname,
      mobile: second.mobile ?? '',
    },
  ]);
}
