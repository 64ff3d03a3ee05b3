import type { DbExecutor } from '../../db/client';
import {
  goods,
  goodsBrand,
  goodsCategory,
  goodsLabel,
  goodsSku,
  member,
  shop,
} from '../../db/schema';
import { issueToken } from '../auth';

type GoodsSeed = {
  name: string;
  generic: string;
  pinyin: string;
  initials: string;
  leaf: 'penicillin' | 'fever' | 'herbal';
  price: number;
  memberPrice?: number;
  stock: number;
  sale: number;
  day: number;
  manufacturer?: string;
  brand?: 'sy' | 'sj';
  label?: boolean;
  state?: number;
  deleted?: boolean;
  approval?: string;
  barCode?: string;
  erp?: string;
};

/** Crafted goods for list and search tests; keys are the names the tests refer to. */
export const FIXTURE_GOODS = {
  amoxCapsule: {
    name: '阿莫西林胶囊 0.25g*24粒',
    generic: '阿莫西林胶囊',
    pinyin: 'amoxilinjiaonang',
    initials: 'amxljn',
    leaf: 'penicillin',
    price: 1250,
    memberPrice: 1100,
    stock: 100,
    sale: 500,
    day: 1,
    manufacturer: '石药集团欧意药业有限公司',
    brand: 'sy',
    label: true,
  },
  amoxExact: {
    name: '阿莫西林',
    generic: '阿莫西林',
    pinyin: 'amoxilin',
    initials: 'amxl',
    leaf: 'penicillin',
    price: 900,
    memberPrice: 950,
    stock: 0,
    sale: 10,
    day: 2,
    manufacturer: '华北制药股份有限公司',
  },
  amoxCompound: {
    name: '复方阿莫西林颗粒',
    generic: '复方阿莫西林颗粒',
    pinyin: 'fufangamoxilinkeli',
    initials: 'ffamxlkl',
    leaf: 'penicillin',
    price: 2000,
    stock: 5,
    sale: 50,
    day: 3,
    manufacturer: '华北制药股份有限公司',
  },
  amoxBrand: {
    name: '联邦阿莫仙 0.5g*24粒',
    generic: '阿莫西林胶囊',
    pinyin: 'amoxilinjiaonang',
    initials: 'amxljn',
    leaf: 'penicillin',
    price: 3500,
    stock: 30,
    sale: 300,
    day: 4,
    manufacturer: '珠海联邦制药股份有限公司',
  },
  amoxClav: {
    name: '阿莫西林克拉维酸钾片',
    generic: '阿莫西林克拉维酸钾片',
    pinyin: 'amoxilinkelaweisuanjiapian',
    initials: 'amxlklwsjp',
    leaf: 'penicillin',
    price: 4200,
    stock: 12,
    sale: 900,
    day: 5,
    brand: 'sy',
  },
  banlangen: {
    name: '板蓝根颗粒 10g*20袋',
    generic: '板蓝根颗粒',
    pinyin: 'banlangenkeli',
    initials: 'blgkl',
    leaf: 'herbal',
    price: 1500,
    stock: 800,
    sale: 3000,
    day: 6,
    manufacturer: '华润三九医药股份有限公司',
    brand: 'sj',
    approval: '国药准字Z44021940',
    barCode: '6901234567890',
    erp: 'SP100_1',
  },
  ibuprofen: {
    name: '布洛芬缓释胶囊',
    generic: '布洛芬缓释胶囊',
    pinyin: 'buluofenhuanshijiaonang',
    initials: 'blfhsjn',
    leaf: 'fever',
    price: 3000,
    stock: 60,
    sale: 200,
    day: 7,
  },
  vitaminC: {
    name: '维C泡腾片 100%天然',
    generic: '维生素C泡腾片',
    pinyin: 'weishengsucpaotengpian',
    initials: 'wsscptp',
    leaf: 'fever',
    price: 800,
    stock: 9,
    sale: 20,
    day: 8,
  },
  offShelf: {
    name: '阿莫西林片',
    generic: '阿莫西林片',
    pinyin: 'amoxilinpian',
    initials: 'amxlp',
    leaf: 'penicillin',
    price: 700,
    stock: 10,
    sale: 9999,
    day: 9,
    state: 0,
  },
  deleted: {
    name: '阿莫西林分散片',
    generic: '阿莫西林分散片',
    pinyin: 'amoxilinfensanpian',
    initials: 'amxlfsp',
    leaf: 'penicillin',
    price: 700,
    stock: 10,
    sale: 9999,
    day: 10,
    deleted: true,
  },
} satisfies Record<string, GoodsSeed>;

export type FixtureKey = keyof typeof FIXTURE_GOODS;

export type GoodsFixture = {
  memberToken: string;
  categories: {
    western: number;
    antiInfective: number;
    penicillin: number;
    cold: number;
    fever: number;
    chinese: number;
    herbal: number;
  };
  brands: { sy: number; sj: number };
  /** The two shops: 康源自营店 sells all but 板蓝根, which 海王药业旗舰店 sells. */
  sites: { own: number; other: number };
  /** Default SKU id of each fixture goods. */
  skuOf: Record<FixtureKey, number>;
  /** Goods name of a default SKU id. */
  nameOf: (skuId: number) => FixtureKey;
  /** Goods id of each fixture goods. */
  goodsOf: Record<FixtureKey, number>;
};

/** Inserts two shops, a small category tree, brands, a label, the goods above and one member. */
export async function seedGoodsFixture(db: DbExecutor): Promise<GoodsFixture> {
  const [own, other] = await db
    .insert(shop)
    .values([{ shopName: '康源自营店' }, { shopName: '海王药业旗舰店' }])
    .returning();
  const cat = async (pid: number, level: number, categoryName: string) =>
    (await db.insert(goodsCategory).values({ pid, level, categoryName }).returning())[0]!
      .categoryId;
  const western = await cat(0, 1, '西药');
  const antiInfective = await cat(western, 2, '抗感染药');
  const penicillin = await cat(antiInfective, 3, '青霉素类');
  const cold = await cat(western, 2, '感冒用药');
  const fever = await cat(cold, 3, '解热镇痛');
  const chinese = await cat(0, 1, '中成药');
  const clearHeat = await cat(chinese, 2, '清热解毒');
  const herbal = await cat(clearHeat, 3, '清热解毒颗粒');
  const paths = {
    penicillin: [penicillin, `,${western},${antiInfective},${penicillin},`],
    fever: [fever, `,${western},${cold},${fever},`],
    herbal: [herbal, `,${chinese},${clearHeat},${herbal},`],
  } as const;
  const [sy, sj] = await db
    .insert(goodsBrand)
    .values([{ brandName: '石药' }, { brandName: '999' }])
    .returning();
  const [label] = await db
    .insert(goodsLabel)
    .values({ labelName: '新品', labelColor: '#FF0000', fontColor: '#FFFFFF' })
    .returning();
  const skuOf = {} as Record<FixtureKey, number>;
  const goodsOf = {} as Record<FixtureKey, number>;
  for (const [key, seed] of Object.entries(FIXTURE_GOODS) as [FixtureKey, GoodsSeed][]) {
    const [categoryId, categoryPath] = paths[seed.leaf];
    const [g] = await db
      .insert(goods)
      .values({
        siteId: seed.leaf === 'herbal' ? other!.siteId : own!.siteId,
        goodsName: seed.name,
        genericName: seed.generic,
        categoryId,
        categoryPath,
        brandId: seed.brand ? { sy: sy!.brandId, sj: sj!.brandId }[seed.brand] : null,
        labelId: seed.label ? label!.labelId : null,
        manufacturer: seed.manufacturer ?? '',
        approvalNumber: seed.approval ?? '',
        barCode: seed.barCode ?? '',
        goodsErpSpid: seed.erp ?? '',
        isJc: seed.label ? 1 : 0,
        traceabilityCode: 1,
        attr: {
          attr_specs: '0.25g*24粒',
          attr_factory: seed.manufacturer ?? '',
          attr_validity: '24个月',
          attr_country_code: '86900',
        },
        priceFen: seed.price,
        stock: seed.stock,
        saleNum: seed.sale,
        goodsState: seed.state ?? 1,
        isDelete: seed.deleted ?? false,
        pinyin: seed.pinyin,
        pinyinInitials: seed.initials,
        createdAt: new Date(Date.UTC(2026, 0, seed.day)),
      })
      .returning();
    const skus = await db
      .insert(goodsSku)
      .values([
        // A non-default SKU inserted first: the card must still show the default one.
        {
          goodsId: g!.goodsId,
          siteId: g!.siteId,
          skuName: `${seed.name} 大包装`,
          priceFen: seed.price * 10,
          stock: 999,
        },
        {
          goodsId: g!.goodsId,
          siteId: g!.siteId,
          skuName: seed.name,
          skuImage: '/sku.png',
          priceFen: seed.price,
          marketPriceFen: seed.price + 300,
          memberPriceFen: seed.memberPrice ?? null,
          stock: seed.stock,
          saleNum: seed.sale,
          isDefault: true,
        },
      ])
      .returning();
    skuOf[key] = skus[1]!.skuId;
    goodsOf[key] = g!.goodsId;
  }
  const [buyer] = await db
    .insert(member)
    .values({ username: 'buyer1', passwordHash: 'x', nickname: '买家一', invitationCode: 'INV001' })
    .returning();
  const bySku = new Map(Object.entries(skuOf).map(([k, v]) => [v, k as FixtureKey]));
  return {
    memberToken: (await issueToken(db, buyer!.memberId)).token,
    categories: { western, antiInfective, penicillin, cold, fever, chinese, herbal },
    brands: { sy: sy!.brandId, sj: sj!.brandId },
    sites: { own: own!.siteId, other: other!.siteId },
    skuOf,
    nameOf: (skuId) => bySku.get(skuId)!,
    goodsOf,
  };
}
