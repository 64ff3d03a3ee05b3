import { eq, inArray } from 'drizzle-orm';
import { LICENCE_GATE_KEY } from '../../modules/member';
import { setConfig } from '../../modules/settings';
import type { DbTransaction } from '../client';
import { goodsCategory, member, memberDocument, shop, shopDocument } from '../schema';

const IMG = (name: string) => `/demo/licence/${name}.svg`;

type DemoDocument = {
  typeKey: string;
  docNo: string;
  validFrom: string;
  validTo: string | null;
  scopes: string[];
  image: string;
};

const businessLicence = (no: string): DemoDocument => ({
  typeKey: 'business_licence',
  docNo: no,
  validFrom: '2018-03-12',
  validTo: null,
  scopes: [],
  image: 'business-licence',
});

const drugLicence = (no: string, validTo: string): DemoDocument => ({
  typeKey: 'drug_licence',
  docNo: no,
  validFrom: '2021-06-01',
  validTo,
  scopes: ['rx', 'otc', 'chinese_herbal', 'biological'],
  image: 'drug-licence',
});

const deviceRecord = (no: string): DemoDocument => ({
  typeKey: 'device_record',
  docNo: no,
  validFrom: '2022-01-10',
  validTo: null,
  scopes: ['device2'],
  image: 'device-record',
});

/**
 * The approved documents of the demo buyers (issue 16): demo, demo2 and demo3 may buy every demo
 * goods until 2027 and later; demo4's drug trading licence ended, so it sees no prices until a
 * renewal is approved.
 */
const DEMO_DOCUMENTS: Record<string, DemoDocument[]> = {
  demo: [
    businessLicence('91330106MA2KY8D31X'),
    drugLicence('浙AA5710062', '2029-05-31'),
    deviceRecord('浙杭食药监械经营备20220118号'),
  ],
  demo2: [
    businessLicence('91330110MA2KY9E42Y'),
    drugLicence('浙AA5710088', '2028-12-31'),
    deviceRecord('浙杭食药监械经营备20220126号'),
  ],
  demo3: [
    businessLicence('92320106MA1XR3F57Q'),
    {
      typeKey: 'medical_licence',
      docNo: 'PDY60201932010615D2112',
      validFrom: '2020-09-01',
      validTo: '2027-08-31',
      scopes: ['rx', 'otc', 'chinese_herbal', 'biological', 'device2', 'device3'],
      image: 'medical-licence',
    },
  ],
  demo4: [businessLicence('92330105MA2H47K60B'), drugLicence('浙CA5710431', '2026-10-31')],
};

/** Categories whose goods need a business scope: any goods below them (issue 16). */
const CATEGORY_SCOPES: Array<[string, string]> = [
  ['神经精神', 'rx'],
  ['中药饮片', 'chinese_herbal'],
  ['医用耗材', 'device2'],
];

/** The shop's own licences (首营资料) each demo shop shows its buyers. */
const SHOP_DOCUMENTS = [
  { name: '营业执照', nameEn: 'Business licence', image: 'business-licence', validTo: null },
  {
    name: '药品经营许可证',
    nameEn: 'Drug trading licence',
    image: 'drug-licence',
    validTo: '2029-12-31',
  },
  { name: 'GSP证书', nameEn: 'GSP certificate', image: 'gsp-certificate', validTo: '2028-06-30' },
  {
    name: '医疗器械经营备案凭证',
    nameEn: 'Medical device record',
    image: 'device-record',
    validTo: null,
  },
];

/** Licences decide buying in the demo shop: documents, category scopes and the shops' licences. */
export async function seedLicenceDemo(tx: DbTransaction): Promise<void> {
  await setConfig(tx, LICENCE_GATE_KEY, { enabled: true });
  const members = await tx
    .select({ id: member.memberId, username: member.username })
    .from(member)
    .where(inArray(member.username, Object.keys(DEMO_DOCUMENTS)));
  const reviewedAt = new Date('2025-01-06T02:00:00Z');
  const rows = members.flatMap((m) =>
    (DEMO_DOCUMENTS[m.username] ?? []).map((d) => ({
      memberId: m.id,
      typeKey: d.typeKey,
      docNo: d.docNo,
      validFrom: d.validFrom,
      validTo: d.validTo,
      scopes: d.scopes,
      images: [IMG(d.image)],
      status: 1,
      reviewedAt,
    })),
  );
  if (rows.length > 0) await tx.insert(memberDocument).values(rows);
  for (const [name, scope] of CATEGORY_SCOPES)
    await tx
      .update(goodsCategory)
      .set({ requiredScope: scope })
      .where(eq(goodsCategory.categoryName, name));
  const shops = await tx.select({ siteId: shop.siteId }).from(shop);
  const docs = shops.flatMap((s) =>
    SHOP_DOCUMENTS.map((d, sort) => ({
      siteId: s.siteId,
      name: d.name,
      nameEn: d.nameEn,
      docNo: `${d.name.slice(0, 1)}${String(s.siteId).padStart(4, '0')}${String(sort + 1).padStart(3, '0')}`,
      validTo: d.validTo,
      file: IMG(d.image),
      sort,
    })),
  );
  if (docs.length > 0) await tx.insert(shopDocument).values(docs);
}
