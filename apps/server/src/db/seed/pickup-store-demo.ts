import { asc, eq } from 'drizzle-orm';
import { hashPassword } from '../../modules/auth';
import type { DbTransaction } from '../client';
import { member, memberLevel, pickupStore, shop, storeVerifier } from '../schema';
import { DEMO_PASSWORD } from './member-demo';

/** The demo store clerk's storefront login (a verifier of the own shop's first store). */
export const DEMO_CLERK_LOGIN = 'clerk';
const DEMO_CLERK_MOBILE = '13700137100';

type StorePlan = {
  name: string;
  nameEn: string;
  telephone: string;
  region: [number, number, number, string];
  address: string;
  hours: string;
  hoursEn: string;
};

/** The own shop, whose first store the demo clerk serves. */
const OWN_SHOP = '康源医药自营';

/** Two pickup stores of each demo shop that offers 门店自提, near the shop's own address. */
const STORES: Record<string, StorePlan[]> = {
  [OWN_SHOP]: [
    {
      name: '康源医药江宁旗舰店',
      nameEn: 'Kangyuan Jiangning Flagship Store',
      telephone: '025-52101888',
      region: [320000, 320100, 320115, '江苏省 南京市 江宁区'],
      address: '康源路88号康源医药大厦1楼',
      hours: '周一至周日 08:00-21:00',
      hoursEn: 'Mon-Sun 08:00-21:00',
    },
    {
      name: '康源医药鼓楼门店',
      nameEn: 'Kangyuan Gulou Store',
      telephone: '025-83301234',
      region: [320000, 320100, 320106, '江苏省 南京市 鼓楼区'],
      address: '中山北路105号',
      hours: '周一至周六 08:30-20:00',
      hoursEn: 'Mon-Sat 08:30-20:00',
    },
  ],
  江南医药批发: [
    {
      name: '江南医药仓前自提点',
      nameEn: 'Jiangnan Cangqian Pickup Point',
      telephone: '0571-88701234',
      region: [330000, 330100, 330110, '浙江省 杭州市 余杭区'],
      address: '仓前街道医药港12号B座1楼',
      hours: '周一至周五 09:00-18:00',
      hoursEn: 'Mon-Fri 09:00-18:00',
    },
    {
      name: '江南医药文三路门店',
      nameEn: 'Jiangnan Wensan Road Store',
      telephone: '0571-87654321',
      region: [330000, 330100, 330106, '浙江省 杭州市 西湖区'],
      address: '文三路200号',
      hours: '周一至周六 08:30-19:30',
      hoursEn: 'Mon-Sat 08:30-19:30',
    },
  ],
  博康医疗器械专营店: [
    {
      name: '博康科技园门店',
      nameEn: 'Bokang Science Park Store',
      telephone: '0755-26001234',
      region: [440000, 440300, 440305, '广东省 深圳市 南山区'],
      address: '科技园博康大厦1楼',
      hours: '周一至周五 09:00-18:30',
      hoursEn: 'Mon-Fri 09:00-18:30',
    },
    {
      name: '博康福田自提点',
      nameEn: 'Bokang Futian Pickup Point',
      telephone: '0755-83001234',
      region: [440000, 440300, 440304, '广东省 深圳市 福田区'],
      address: '深南中路3018号',
      hours: '周一至周日 09:00-20:00',
      hoursEn: 'Mon-Sun 09:00-20:00',
    },
  ],
};

/**
 * Pickup stores of the demo shops that offer 门店自提 (issue 17), and the store clerk `clerk`
 * (storefront sign-in, DEMO_PASSWORD) who verifies pickup codes at 康源医药江宁旗舰店 from the
 * member centre's verification desk.
 */
export async function seedPickupStoreDemo(tx: DbTransaction): Promise<void> {
  const shops = await tx
    .select({ siteId: shop.siteId, shopName: shop.shopName })
    .from(shop)
    .orderBy(asc(shop.siteId));
  let clerkStoreId: number | null = null;
  for (const s of shops)
    for (const plan of STORES[s.shopName] ?? []) {
      const [row] = await tx
        .insert(pickupStore)
        .values({
          siteId: s.siteId,
          storeName: plan.name,
          storeNameEn: plan.nameEn,
          telephone: plan.telephone,
          provinceId: plan.region[0],
          cityId: plan.region[1],
          districtId: plan.region[2],
          fullAddress: plan.region[3],
          address: plan.address,
          openHours: plan.hours,
          openHoursEn: plan.hoursEn,
        })
        .returning({ storeId: pickupStore.storeId });
      if (s.shopName === OWN_SHOP) clerkStoreId ??= row?.storeId ?? null;
    }
  if (clerkStoreId === null) return;
  const [level] = await tx
    .select({ id: memberLevel.levelId })
    .from(memberLevel)
    .where(eq(memberLevel.isDefault, 1));
  const [clerk] = await tx
    .insert(member)
    .values({
      username: DEMO_CLERK_LOGIN,
      nickname: '江宁店店员小王',
      realname: '王晓丽',
      mobile: DEMO_CLERK_MOBILE,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      levelId: level?.id ?? null,
      invitationCode: 'CLERK8WX',
    })
    .returning({ id: member.memberId });
  if (!clerk) return;
  await tx
    .insert(storeVerifier)
    .values({ storeId: clerkStoreId, memberId: clerk.id, verifierName: '王晓丽' });
}
