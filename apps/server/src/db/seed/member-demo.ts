import {
  loginGroup,
  member,
  memberAddress,
  memberLabel,
  memberLevel,
  memberMoney,
  memberRecharge,
} from '../schema';
import { newTradeNo } from '../../lib/trade-no';
import { hashPassword } from '../../modules/auth';
import { markRechargePaid } from '../../modules/finance';
import type { DbTransaction } from '../client';

/** The demo accounts' password (printed at start-up; the accounts exist only in demo data). */
export const DEMO_PASSWORD = 'demo123456';
/** The pay password of the demo account `demo` (balance payments ask for it). */
export const DEMO_PAY_PASSWORD = '123456';

type DemoMember = {
  username: string;
  nickname: string;
  realname: string;
  /** The buying business (issue 16). */
  companyName: string;
  mobile: string;
  level: string;
  label: string;
  region: [number, number, number, string];
  address: string;
  balanceFen: number;
  /** Paying on account (账期支付): the credit line. */
  creditLimitFen: number;
  /** Whether balance payments ask for DEMO_PAY_PASSWORD. */
  payPassword: boolean;
  /** Seed one default delivery address at the member's region and address. */
  deliveryAddress: boolean;
  point: number;
  growth: number;
  invitationCode: string;
  grouped: boolean;
};

export const DEMO_MEMBERS: DemoMember[] = [
  {
    username: 'demo',
    nickname: '康源大药房',
    realname: '张建华',
    companyName: '杭州康源大药房连锁有限公司',
    mobile: '13800138001',
    level: '金卡会员',
    label: '连锁药店',
    region: [330000, 330100, 330106, '浙江省 杭州市 西湖区'],
    address: '文三路388号康源大厦一楼',
    balanceFen: 5_000_000,
    creditLimitFen: 2_000_000,
    payPassword: true,
    deliveryAddress: false,
    point: 3260,
    growth: 12_680,
    invitationCode: 'KYDF8A2M',
    grouped: true,
  },
  {
    username: 'demo2',
    nickname: '康源大药房二店',
    realname: '张建华',
    companyName: '杭州康源大药房连锁有限公司二店',
    mobile: '13800138002',
    level: '银卡会员',
    label: '连锁药店',
    region: [330000, 330100, 330110, '浙江省 杭州市 余杭区'],
    address: '五常大道181号华立科技园南门',
    balanceFen: 800_000,
    creditLimitFen: 0,
    payPassword: false,
    deliveryAddress: true,
    point: 860,
    growth: 2860,
    invitationCode: 'KYDF3Q7N',
    grouped: true,
  },
  {
    username: 'demo3',
    nickname: '仁和诊所',
    realname: '李文静',
    companyName: '南京鼓楼仁和诊所',
    mobile: '13900139003',
    level: '普通会员',
    label: '诊所',
    region: [320000, 320100, 320106, '江苏省 南京市 鼓楼区'],
    address: '中山北路219号',
    balanceFen: 0,
    creditLimitFen: 500_000,
    payPassword: false,
    deliveryAddress: false,
    point: 120,
    growth: 320,
    invitationCode: 'RHZS5W9K',
    grouped: false,
  },
  {
    // Its drug trading licence has expired (licence-demo.ts): prices hidden, buying refused.
    username: 'demo4',
    nickname: '仁心大药房',
    realname: '王立新',
    companyName: '杭州拱墅仁心大药房',
    mobile: '13700137004',
    level: '普通会员',
    label: '单体药店',
    region: [330000, 330100, 330105, '浙江省 杭州市 拱墅区'],
    address: '湖州街58号',
    balanceFen: 300_000,
    creditLimitFen: 0,
    payPassword: false,
    deliveryAddress: true,
    point: 0,
    growth: 0,
    invitationCode: 'RXDY4P2T',
    grouped: false,
  },
];

/**
 * Each demo buyer's balance as one bank-transfer recharge confirmed three weeks ago, credited the
 * way finance's confirmation credits one: the recharge list, the ledger and the balance agree.
 */
async function rechargeOpeningBalances(tx: DbTransaction, ids: Map<string, number>) {
  const paidAt = new Date(Date.now() - 21 * 86_400_000);
  for (const m of DEMO_MEMBERS.filter((d) => d.balanceFen > 0)) {
    const memberId = ids.get(m.username) ?? 0;
    const rechargeNo = newTradeNo(memberId, paidAt);
    await tx.insert(memberRecharge).values({
      rechargeNo,
      memberId,
      amountFen: m.balanceFen,
      payType: 'offline',
      voucher: '/demo/voucher/bank-transfer.svg',
      voucherTime: paidAt,
      createdAt: paidAt,
    });
    await markRechargePaid(tx, {
      rechargeNo,
      payType: 'offline',
      tradeNo: '',
      amountFen: m.balanceFen,
      staffId: 0,
    });
  }
}

/**
 * Buyers demo and demo2 (one login group: two shops of one chain), demo3 and demo4 (an expired
 * licence, issue 16) on their own. demo pays
 * by balance with the pay password, or on account; demo2 has a default delivery address.
 */
export async function seedMemberDemo(tx: DbTransaction): Promise<void> {
  const levels = new Map(
    (await tx.select().from(memberLevel)).map((l) => [l.levelName, l.levelId]),
  );
  const labels = new Map(
    (await tx.select().from(memberLabel)).map((l) => [l.labelName, l.labelId]),
  );
  const [group] = await tx.insert(loginGroup).values({}).returning({ id: loginGroup.groupId });
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const payPasswordHash = await hashPassword(DEMO_PAY_PASSWORD);
  const created = await tx
    .insert(member)
    .values(
      DEMO_MEMBERS.map((m) => ({
        username: m.username,
        nickname: m.nickname,
        realname: m.realname,
        companyName: m.companyName,
        mobile: m.mobile,
        passwordHash,
        levelId: levels.get(m.level) ?? null,
        labelId: labels.get(m.label) ?? null,
        loginGroupId: m.grouped ? (group?.id ?? null) : null,
        provinceId: m.region[0],
        cityId: m.region[1],
        districtId: m.region[2],
        fullAddress: m.region[3],
        address: m.address,
        invitationCode: m.invitationCode,
        payPasswordHash: m.payPassword ? payPasswordHash : '',
        point: m.point,
        growth: m.growth,
      })),
    )
    .returning({ id: member.memberId, username: member.username });
  const ids = new Map(created.map((c) => [c.username, c.id]));
  const onAccount = DEMO_MEMBERS.filter((m) => m.creditLimitFen > 0);
  if (onAccount.length > 0)
    await tx.insert(memberMoney).values(
      onAccount.map((m) => ({
        memberId: ids.get(m.username) ?? 0,
        creditLimitFen: m.creditLimitFen,
      })),
    );
  // The balance arrives through a paid recharge, so the ledger explains it.
  await rechargeOpeningBalances(tx, ids);
  const addressed = DEMO_MEMBERS.filter((m) => m.deliveryAddress);
  if (addressed.length > 0)
    await tx.insert(memberAddress).values(
      addressed.map((m) => ({
        memberId: ids.get(m.username) ?? 0,
        name: m.realname,
        mobile: m.mobile,
        provinceId: m.region[0],
        cityId: m.region[1],
        districtId: m.region[2],
        fullAddress: m.region[3],
        address: m.address,
        isDefault: 1,
      })),
    );
}
