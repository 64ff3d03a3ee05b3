import type { Prng } from './prng';
import { fullPinyin, pinyinInitials } from '../../../lib/pinyin';

export type ShopPlan = {
  shopName: string;
  logo: string;
  description: string;
  telephone: string;
  address: string;
  keywords: string;
  isOwn: boolean;
  sort: number;
};

// name | template kinds it mainly sells | address | description
const ROWS: [string, string, string, string][] = [
  [
    '康源医药自营',
    'HZSJYDFCX',
    '江苏省南京市江宁区康源路88号',
    '平台自营，品类齐全，正品保障，当日下单次日达',
  ],
  [
    '江南医药批发',
    'HZJ',
    '浙江省杭州市余杭区仓前街道医药港12号',
    '专注处方药与OTC批发二十年，GSP认证仓储',
  ],
  [
    '恒邦医药物流',
    'HSJ',
    '河北省石家庄市高新区恒邦大道6号',
    '化学药品与生物制品专业配送，全程冷链可追溯',
  ],
  [
    '和济大药房批发部',
    'HZF',
    '四川省成都市武侯区和济街36号',
    '连锁药房直供，常用药品与保健食品一站采购',
  ],
  [
    '百草源中药饮片馆',
    'YZ',
    '安徽省亳州市谯城区中药材大市场B区18号',
    '道地药材产地直采，饮片规格齐全，质检报告随货',
  ],
  [
    '博康医疗器械专营店',
    'DC',
    '广东省深圳市南山区科技园博康大厦5楼',
    '家用与医用器械、耗材、防护用品一站式采购',
  ],
  [
    '惠民健康优选',
    'FCXD',
    '山东省临沂市兰山区惠民路101号',
    '保健食品、个人护理与消毒用品批发，整箱更优惠',
  ],
];

/** The demo shops; the first is the platform's own (自营). */
export function planShops(): ShopPlan[] {
  return ROWS.map(([shopName, , address, description], i) => ({
    shopName,
    logo: `/demo/shop/shop-${i + 1}.svg`,
    description,
    telephone: `400-${String(820 + i * 7).padStart(3, '0')}-${String(1000 + i * 1111).slice(0, 4)}`,
    address,
    keywords: `${shopName},${pinyinInitials(shopName)},${fullPinyin(shopName)}`,
    isOwn: i === 0,
    sort: i + 1,
  }));
}

/** The shop (index into planShops) that lists a goods of this kind: 40 % the own shop. */
export function shopIndexFor(kind: string, prng: Prng): number {
  if (prng.chance(0.4)) return 0;
  const candidates = ROWS.flatMap(([, kinds], i) => (i > 0 && kinds.includes(kind) ? [i] : []));
  return candidates.length > 0 ? prng.pick(candidates) : 0;
}
