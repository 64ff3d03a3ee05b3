import { pickupStore, storeVerifier } from '../../db/schema';
import type { TestApp } from '../../test/test-app';

/** Test support for pickup stores and their verifiers (imported by tests only). */

type Db = TestApp['database']['db'];

/** A store of shop `siteId` in 南京 江宁区 (open unless told otherwise); answers its id. */
export async function addPickupStore(
  db: Db,
  values: { siteId: number; name?: string; nameEn?: string; isOpen?: boolean },
): Promise<number> {
  const [row] = await db
    .insert(pickupStore)
    .values({
      siteId: values.siteId,
      storeName: values.name ?? '江宁门店',
      storeNameEn: values.nameEn ?? '',
      telephone: '025-52101888',
      provinceId: 320000,
      cityId: 320100,
      districtId: 320115,
      fullAddress: '江苏省 南京市 江宁区',
      address: '康源路88号',
      openHours: '周一至周日 08:00-21:00',
      openHoursEn: 'Mon-Sun 08:00-21:00',
      isOpen: values.isOpen ?? true,
    })
    .returning({ storeId: pickupStore.storeId });
  return row!.storeId;
}

/** Makes the member a verifier of the store; answers the binding's id. */
export async function addStoreVerifier(
  db: Db,
  values: { storeId: number; memberId: number; name?: string },
): Promise<number> {
  const [row] = await db
    .insert(storeVerifier)
    .values({
      storeId: values.storeId,
      memberId: values.memberId,
      verifierName: values.name ?? '核销员',
    })
    .returning({ id: storeVerifier.id });
  return row!.id;
}
