import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { goods, goodsCategory, goodsSku, shop, staff } from '../../db/schema';
import type { TestApp } from '../../test/test-app';
import { addMember, loginToken, upload } from '../auth/testing';
import { insertTestOrder } from '../order/order.testing';

/** Test support for the buyer chat calls (imported by tests only). */

let seq = 0;

/** Adds a SKU of a new goods of the shop (on sale unless `goodsState` 0). */
async function addSku(
  t: TestApp,
  siteId: number,
  categoryId: number,
  name: string,
  goodsState = 1,
): Promise<{ goodsId: number; skuId: number }> {
  const db = t.database.db;
  const [g] = await db
    .insert(goods)
    .values({
      siteId,
      goodsName: name,
      categoryId,
      categoryPath: `,${categoryId},`,
      goodsImage: '/upload/goods/amx.jpg',
      priceFen: 1250,
      stock: 100,
      goodsState,
    })
    .returning();
  const [sku] = await db
    .insert(goodsSku)
    .values({
      goodsId: g!.goodsId,
      siteId,
      skuName: `${name} 0.25g*24粒/盒`,
      specName: '0.25g*24粒/盒',
      priceFen: 1250,
      stock: 100,
      isDefault: true,
    })
    .returning();
  return { goodsId: g!.goodsId, skuId: sku!.skuId };
}

/**
 * Two open shops and a closed one, goods (on sale, off sale, of the other shop), members A and B
 * with tokens, and orders: A's and B's at shop 1, A's at shop 2.
 */
export async function chatFixture(t: TestApp) {
  seq += 1;
  const db = t.database.db;
  const [s1, s2, closed] = await db
    .insert(shop)
    .values([
      { shopName: '康源医药旗舰店', logo: '/upload/shop/ky.png' },
      { shopName: '仁和大药房' },
      { shopName: '已关闭药店', status: 0 },
    ])
    .returning();
  const [cat] = await db
    .insert(goodsCategory)
    .values({ level: 1, categoryName: '西药' })
    .returning();
  const onSale = await addSku(t, s1!.siteId, cat!.categoryId, '阿莫西林胶囊');
  const offSale = await addSku(t, s1!.siteId, cat!.categoryId, '布洛芬缓释胶囊', 0);
  const otherShop = await addSku(t, s2!.siteId, cat!.categoryId, '板蓝根颗粒');
  const nameA = `chata${seq}`;
  const nameB = `chatb${seq}`;
  const memberA = await addMember(t, { username: nameA, nickname: '张三药房' });
  const memberB = await addMember(t, { username: nameB, nickname: '李四诊所' });
  const tokenA = await loginToken(t, nameA, 'secret123', `10.9.${seq}.1`);
  const tokenB = await loginToken(t, nameB, 'secret123', `10.9.${seq}.2`);
  const line = { goodsId: onSale.goodsId, skuId: onSale.skuId, num: 3, priceFen: 1250 };
  const orderA = await insertTestOrder(t, {
    memberId: memberA,
    siteId: s1!.siteId,
    moneyFen: 3750,
    status: 1,
    lines: [line],
  });
  const orderB = await insertTestOrder(t, { memberId: memberB, siteId: s1!.siteId, moneyFen: 100 });
  const orderA2 = await insertTestOrder(t, {
    memberId: memberA,
    siteId: s2!.siteId,
    moneyFen: 200,
  });
  return {
    site1: s1!.siteId,
    site2: s2!.siteId,
    closedSite: closed!.siteId,
    onSale,
    offSale,
    otherShop,
    memberA,
    memberB,
    tokenA,
    tokenB,
    orderA: orderA.orderId,
    orderB: orderB.orderId,
    orderA2: orderA2.orderId,
  };
}

/** A servicer of the shop who is online now (上线 with a fresh heartbeat); answers the staff id. */
export async function addOnlineServicer(
  t: TestApp,
  siteId: number,
  online = true,
): Promise<number> {
  seq += 1;
  const [row] = await t.database.db
    .insert(staff)
    .values({
      siteId,
      username: `svc${seq}_${siteId}`,
      passwordHash: 'x',
      nickname: `客服${seq}`,
      online: online ? 1 : 0,
      seenAt: new Date(),
    })
    .returning({ id: staff.staffId });
  return row!.id;
}

/** Takes a servicer offline. */
export async function setServicerOffline(t: TestApp, staffId: number): Promise<void> {
  await t.database.db.update(staff).set({ online: 0 }).where(eq(staff.staffId, staffId));
}

/** Uploads a small PNG through the chat image upload and answers its path. */
export async function uploadChatImage(t: TestApp, token: string): Promise<string> {
  const png = await sharp({
    create: { width: 8, height: 8, channels: 3, background: '#3366cc' },
  })
    .png()
    .toBuffer();
  const res = await upload<{ pic_path: string }>(
    t,
    '/api/upload/chatimg',
    { data: png, filename: 'a.png', contentType: 'image/png' },
    { token },
  );
  if (res.code !== 0) throw new Error(`upload failed: ${res.message}`);
  return res.data.pic_path;
}
