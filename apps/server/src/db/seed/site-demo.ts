import { ADV_KEYWORDS } from '@shop/contracts/site';
import type { DbTransaction } from '../client';
import { adv, advPosition, nav } from '../schema';

const ASSETS = '/demo/site';
/** Demo adverts run from the shop's opening; none has an end, so the demo never goes blank. */
const OPENED = new Date('2024-01-01T00:00:00+08:00');

const navEntries = [
  { navTitle: '首页', navTitleEn: 'Home', url: '/index' },
  { navTitle: '品牌专区', navTitleEn: 'Brands', url: '/brand' },
  { navTitle: '活动专区', navTitleEn: 'Promotions', url: '/activity' },
  { navTitle: '领券中心', navTitleEn: 'Coupons', url: '/coupon' },
  { navTitle: '积分商城', navTitleEn: 'Points mall', url: '/point' },
  { navTitle: '帮助中心', navTitleEn: 'Help centre', url: '/cms/help' },
  {
    navTitle: '药品查询',
    navTitleEn: 'Drug lookup',
    url: 'https://www.nmpa.gov.cn/datasearch/home-index.html',
    isBlank: 1,
  },
];

type AdvertSeed = { title: string; image: string; url: string; background: string };

const positions: {
  keyword: string;
  apName: string;
  width: number;
  height: number;
  background: string;
  adverts: AdvertSeed[];
}[] = [
  {
    keyword: ADV_KEYWORDS.topBanner,
    apName: '顶部通栏广告',
    width: 1210,
    height: 70,
    background: '#E4393C',
    adverts: [
      {
        title: '春季采购节 满3000减200',
        image: 'top-banner-1.svg',
        url: '/activity',
        background: '#D7282B',
      },
      {
        title: '新会员首单包邮',
        image: 'top-banner-2.svg',
        url: '/register',
        background: '#1F7A5C',
      },
      {
        title: '领券中心 天天领券',
        image: 'top-banner-3.svg',
        url: '/coupon',
        background: '#F08A24',
      },
    ],
  },
  {
    keyword: ADV_KEYWORDS.indexCarousel,
    apName: '首页轮播广告',
    width: 1210,
    height: 440,
    background: '#FFFFFF',
    adverts: [
      {
        title: '品牌药品 源头直采',
        image: 'index-banner-1.svg',
        url: '/brand',
        background: '#C81E2B',
      },
      {
        title: '感冒呼吸用药专场',
        image: 'index-banner-2.svg',
        url: '/activity',
        background: '#1565C0',
      },
      {
        title: '家用医疗器械 特惠进货',
        image: 'index-banner-3.svg',
        url: '/activity',
        background: '#0E8A6E',
      },
      {
        title: '中药饮片 道地药材',
        image: 'index-banner-4.svg',
        url: '/coupon',
        background: '#8D5A2B',
      },
    ],
  },
  {
    keyword: ADV_KEYWORDS.login,
    apName: '登录页广告',
    width: 1210,
    height: 480,
    background: '#F4F8FC',
    adverts: [
      {
        title: '康源医药 药店采购好帮手',
        image: 'login-banner.svg',
        url: '/index',
        background: '#F4F8FC',
      },
    ],
  },
];

/** Demo navigation and the adverts of the storefront's banner positions. */
export async function seedSiteDemo(tx: DbTransaction): Promise<void> {
  await tx.insert(nav).values(
    navEntries.map((entry, i) => ({
      navTitle: entry.navTitle,
      navTitleEn: entry.navTitleEn,
      navUrl: { url: entry.url },
      isBlank: entry.isBlank ?? 0,
      sort: i + 1,
    })),
  );
  for (const position of positions) {
    const [row] = await tx
      .insert(advPosition)
      .values({
        keyword: position.keyword,
        apName: position.apName,
        width: position.width,
        height: position.height,
        background: position.background,
      })
      .returning({ apId: advPosition.apId });
    if (!row) throw new Error(`advert position ${position.keyword} not inserted`);
    await tx.insert(adv).values(
      position.adverts.map((a, i) => ({
        apId: row.apId,
        advTitle: a.title,
        advImage: `${ASSETS}/${a.image}`,
        advUrl: { url: a.url },
        background: a.background,
        sort: i + 1,
        startTime: OPENED,
      })),
    );
  }
}
