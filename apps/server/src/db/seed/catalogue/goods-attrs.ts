import type { GoodsKind } from '@shop/contracts/catalogue';
import type { Template } from './categories';
import { type Company, PROVINCE_ABBR } from './companies';
import type { Prng } from './prng';

const DRUG_KINDS = 'HZSJ';
export const isDrug = (kind: string) => DRUG_KINDS.includes(kind);

const OLD_STYLE_REGIONS = [
  '11',
  '13',
  '21',
  '22',
  '31',
  '32',
  '33',
  '34',
  '35',
  '37',
  '41',
  '42',
  '43',
  '44',
  '51',
  '61',
];

/**
 * A registration number in the format its kind carries: 国药准字H20053127 for drugs,
 * 苏械注准20192070123 / 苏宁械备20200012号 for devices, 国食健注G20190345 for health food, etc.
 */
export function approvalNumber(t: Template, company: Company, prng: Prng): string {
  const abbr = PROVINCE_ABBR[company.province] ?? '京';
  const year = prng.int(2012, 2025);
  switch (t.kind) {
    case 'H':
    case 'Z':
    case 'S': {
      const letter = company.kinds === 'J' ? 'J' : t.kind;
      const body = prng.chance(0.5)
        ? `20${String(prng.int(0, 25)).padStart(2, '0')}${prng.digits(4)}`
        : `${prng.pick(OLD_STYLE_REGIONS)}${prng.digits(6)}`;
      return `国药准字${letter}${body}`;
    }
    case 'Y':
      return '';
    case 'D':
      if (t.deviceClass === 1)
        return `${abbr}${company.city.charAt(0)}械备${year}${prng.digits(4)}号`;
      if (t.deviceClass === 3) return `国械注准${year}3${prng.int(10, 77)}${prng.digits(4)}`;
      return `${abbr}械注准${year}2${prng.int(10, 77)}${prng.digits(4)}`;
    case 'F':
      return prng.chance(0.5)
        ? `国食健字G${year}${prng.digits(4)}`
        : `国食健注G${year}${prng.digits(4)}`;
    case 'C':
      return `${abbr}G妆网备字${year}${prng.digits(6)}`;
    default:
      return `${abbr}卫消证字（${year}）第${prng.digits(4)}号`;
  }
}

/** A 14-digit national drug code (药品本位码) for drugs, empty for everything else. */
export const countryCode = (t: Template, prng: Prng) =>
  isDrug(t.kind) ? `869${prng.digits(11)}` : '';

const VALIDITY: Record<string, number[]> = {
  H: [24, 36, 24, 36, 48],
  Z: [24, 36, 36],
  S: [12, 18, 24],
  J: [36, 48, 60],
  Y: [24, 36],
  D: [36, 60],
  F: [24, 24, 36],
  C: [36],
  X: [24, 36],
};

/** Shelf life in months. */
export const validityMonths = (t: Template, prng: Prng) =>
  t.cold ? prng.pick([12, 18, 24]) : prng.pick(VALIDITY[t.kind] ?? [24]);

const CLASS_NAMES = ['一类医疗器械', '二类医疗器械', '三类医疗器械'];

/** The goods attribute shown in the attribute table: 处方药, 甲类OTC, 中药饮片, 二类医疗器械... */
export function goodsAttrText(t: Template, prng: Prng): string {
  if (isDrug(t.kind)) return t.rx ? '处方药' : prng.chance(0.45) ? '甲类OTC' : '乙类OTC';
  const fixed: Record<string, string> = {
    Y: '中药饮片',
    F: '保健食品',
    C: '化妆品',
    X: '消毒产品',
  };
  return fixed[t.kind] ?? CLASS_NAMES[t.deviceClass - 1] ?? '医疗器械';
}

/** Warehouse the stock is held in. */
export function stockName(t: Template, prng: Prng): string {
  if (t.cold) return '冷链库';
  if (t.kind === 'Y') return '饮片库';
  if (t.kind === 'D') return '器械库';
  return prng.pick(['合格品库', '南京总仓', '上海分仓', '武汉分仓', '成都分仓']);
}

/** The label of a goods: 冷链 for cold chain, 新品 for the last 30 days, else by kind or none. */
export function labelFor(t: Template, isNew: boolean, prng: Prng): string | null {
  if (t.cold) return '冷链';
  if (isNew) return '新品';
  const r = prng.next();
  if (isDrug(t.kind) || t.kind === 'Y') {
    if (r < 0.3) return t.kind === 'Y' ? '医保' : t.rx ? '处方药' : 'OTC';
    if (r < 0.42) return '医保';
    return r < 0.55 ? '热销' : null;
  }
  return r < 0.22 ? '热销' : null;
}

/**
 * The goods kind of a template (issue 25, `GOODS_KINDS`): medicines by their prescription flag,
 * 饮片, devices, health foods; the rest general goods.
 */
export function goodsKindFor(t: Template): GoodsKind {
  if (isDrug(t.kind)) return t.rx ? 'rx' : 'otc';
  if (t.kind === 'Y') return 'tcm_pieces';
  if (t.kind === 'D') return 'device';
  if (t.kind === 'F') return 'health_food';
  return 'general';
}

/** The storage conditions (贮藏) the insert states, '' for goods whose label says none. */
export function storageFor(t: Template): string {
  if (t.kind === 'Y') return '置通风干燥处，防霉，防蛀。';
  if (!isDrug(t.kind)) return '';
  return t.cold ? '2～8℃避光冷藏，请勿冷冻。' : '密封，在阴凉干燥处保存。';
}

/** The detail text (goods_content) in the layout of a package insert or product label. */
export function goodsContent(
  t: Template,
  f: {
    spec: string;
    dosageForm: string;
    approval: string;
    manufacturer: string;
    place: string;
    validity: number;
  },
): string {
  const storage = storageFor(t);
  const rows: [string, string][] = isDrug(t.kind)
    ? [
        ['通用名称', t.name],
        ['规格', f.spec],
        ['剂型', f.dosageForm],
        ['功能主治/适应症', t.intro],
        ['用法用量', '请仔细阅读说明书并按说明使用，或在医师、药师指导下购买和使用。'],
        ['贮藏', storage],
        ['有效期', `${f.validity}个月`],
        ['批准文号', f.approval],
        ['生产企业', f.manufacturer],
      ]
    : t.kind === 'Y'
      ? [
          ['品名', t.name],
          ['规格', f.spec],
          ['产地', f.place],
          ['功能主治', t.intro],
          ['用法用量', '煎服，用量请遵医嘱。'],
          ['贮藏', storage],
          ['有效期', `${f.validity}个月`],
          ['生产企业', f.manufacturer],
        ]
      : [
          ['产品名称', t.name],
          ['规格型号', f.spec],
          ['产品说明', t.intro],
          ['注册证号/备案号', f.approval],
          ['有效期', `${f.validity}个月`],
          ['生产企业', f.manufacturer],
          ['注意事项', '使用前请仔细阅读产品说明书及标签。'],
        ];
  return rows.map(([k, v]) => `<p><strong>【${k}】</strong>${v}</p>`).join('');
}
