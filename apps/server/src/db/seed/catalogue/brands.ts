import { COMPANIES } from './companies';
import { pinyinInitials } from '../../../lib/pinyin';

export type BrandPlan = {
  brandName: string;
  brandInitial: string;
  imageUrl: string;
  description: string;
  sort: number;
  isRecommend: boolean;
};

const TRADE: Record<string, string> = {
  H: '化学药品',
  Z: '中成药',
  S: '生物制品',
  J: '进口药品',
  Y: '中药饮片',
  D: '医疗器械',
  F: '保健食品',
  C: '个人护理',
  X: '消毒用品',
};

/** Logo file of the n-th brand (1-based): one generated SVG per brand. */
export const brandLogo = (n: number) => `/demo/brand/brand-${String(n).padStart(2, '0')}.svg`;

/** One brand per distinct company brand, in company order; every fourth is recommended. */
export function planBrands(): BrandPlan[] {
  const names = [...new Set(COMPANIES.map((c) => c.brand))];
  return names.map((brandName, i) => {
    const makers = COMPANIES.filter((c) => c.brand === brandName);
    const trades = [
      ...new Set(makers.flatMap((c) => [...c.kinds].map((k) => TRADE[k] ?? ''))),
    ].join('、');
    return {
      brandName,
      brandInitial: pinyinInitials(brandName).charAt(0).toUpperCase(),
      imageUrl: brandLogo(i + 1),
      description: `${brandName}品牌，由${makers.map((c) => c.name).join('、')}出品，主营${trades}。`,
      sort: i + 1,
      isRecommend: i % 4 === 0,
    };
  });
}

export type LabelPlan = { labelName: string; labelColor: string; fontColor: string; sort: number };

/** Goods labels shown beside the goods name. */
export const LABELS: LabelPlan[] = [
  { labelName: '新品', labelColor: '#52C41A', fontColor: '#FFFFFF', sort: 1 },
  { labelName: '热销', labelColor: '#FA8C16', fontColor: '#FFFFFF', sort: 2 },
  { labelName: '医保', labelColor: '#1677FF', fontColor: '#FFFFFF', sort: 3 },
  { labelName: '处方药', labelColor: '#F5222D', fontColor: '#FFFFFF', sort: 4 },
  { labelName: 'OTC', labelColor: '#13A8A8', fontColor: '#FFFFFF', sort: 5 },
  { labelName: '冷链', labelColor: '#2F54EB', fontColor: '#FFFFFF', sort: 6 },
];
