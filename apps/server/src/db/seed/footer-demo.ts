import type { DbTransaction } from '../client';
import { footerItem, friendlyLink, goodsService } from '../schema';

const ICON = (name: string) => `/demo/footer/${name}.svg`;

/** The English name and description of each service promise, in display order (issue 14). */
const SERVICES_EN: [string, string][] = [
  ['Genuine goods', 'Straight from the makers, each item traceable by its code'],
  ['Fully licensed', 'GSP-certified storage, every licence on record'],
  ['Cold chain', 'Kept at 2-8 °C all the way, temperature on record'],
  ['Fast dispatch', 'Ordered before 16:00, shipped the same day'],
  ['7-day returns', 'Non-drug goods returnable within 7 days, no reason needed'],
];

/** Demo footer content: friendly links, certificates, platforms and service promises. */
export async function seedFooterDemo(tx: DbTransaction): Promise<void> {
  await tx.insert(goodsService).values(
    [
      ['正品保障', '厂家直供，一品一码可追溯', 'service-genuine'],
      ['资质齐全', 'GSP 认证仓储，证照齐全可查', 'service-license'],
      ['冷链配送', '2-8℃ 全程温控，温度可追溯', 'service-cold'],
      ['极速发货', '16:00 前下单当日出库', 'service-fast'],
      ['7天无忧退换', '非药品类商品 7 天无理由退换', 'service-return'],
    ].map(([serviceName, description, icon], i) => ({
      serviceName: serviceName!,
      serviceNameEn: SERVICES_EN[i]![0],
      description: description!,
      descriptionEn: SERVICES_EN[i]![1],
      icon: ICON(icon!),
      sort: i + 1,
    })),
  );

  await tx.insert(friendlyLink).values([
    {
      linkTitle: '帮助中心',
      linkTitleEn: 'Help centre',
      linkUrl: '/cms/help',
      linkPic: '',
      isBlank: 0,
      sort: 1,
    },
    {
      linkTitle: '品牌专区',
      linkTitleEn: 'Brands',
      linkUrl: '/brand',
      linkPic: '',
      isBlank: 0,
      sort: 2,
    },
    {
      linkTitle: '领券中心',
      linkTitleEn: 'Coupons',
      linkUrl: '/coupon',
      linkPic: '',
      isBlank: 0,
      sort: 3,
    },
    {
      linkTitle: '国家药品监督管理局',
      linkTitleEn: 'National Medical Products Administration',
      linkUrl: 'https://www.nmpa.gov.cn/',
      linkPic: '',
      isBlank: 1,
      sort: 4,
    },
    {
      linkTitle: '国家医疗保障局',
      linkTitleEn: 'National Healthcare Security Administration',
      linkUrl: 'https://www.nhsa.gov.cn/',
      linkPic: '',
      isBlank: 1,
      sort: 5,
    },
    {
      linkTitle: '国家卫生健康委员会',
      linkTitleEn: 'National Health Commission',
      linkUrl: 'https://www.nhc.gov.cn/',
      linkPic: '',
      isBlank: 1,
      sort: 6,
    },
    {
      linkTitle: '已停用的合作站点',
      linkTitleEn: 'Former partner site',
      linkUrl: 'https://old-partner.example.cn/',
      linkPic: '',
      isBlank: 1,
      sort: 7,
      isShow: false,
    },
  ]);

  const nmpaQuery = 'https://www.nmpa.gov.cn/datasearch/home-index.html';
  await tx.insert(footerItem).values([
    {
      kind: 'cert',
      name: '药品经营许可证',
      nameEn: 'Drug Trading Licence',
      icon: ICON('cert-1'),
      linkUrl: nmpaQuery,
      sort: 1,
    },
    {
      kind: 'cert',
      name: '互联网药品信息服务资格证书',
      nameEn: 'Internet Drug Information Service Certificate',
      icon: ICON('cert-2'),
      linkUrl: nmpaQuery,
      sort: 2,
    },
    {
      kind: 'cert',
      name: '医疗器械经营许可证',
      nameEn: 'Medical Device Trading Licence',
      icon: ICON('cert-3'),
      linkUrl: nmpaQuery,
      sort: 3,
    },
    {
      kind: 'cert',
      name: '营业执照',
      nameEn: 'Business Licence',
      icon: ICON('cert-4'),
      linkUrl: 'https://www.gsxt.gov.cn/',
      sort: 4,
    },
    {
      kind: 'platform',
      name: '国家药监局',
      nameEn: 'NMPA',
      icon: ICON('platform-1'),
      linkUrl: 'https://www.nmpa.gov.cn/',
      sort: 1,
    },
    {
      kind: 'platform',
      name: '12315 消费投诉',
      nameEn: '12315 Consumer complaints',
      icon: ICON('platform-2'),
      linkUrl: 'https://www.12315.cn/',
      sort: 2,
    },
    {
      kind: 'platform',
      name: '不良信息举报',
      nameEn: 'Report harmful content',
      icon: ICON('platform-3'),
      linkUrl: 'https://www.12377.cn/',
      sort: 3,
    },
    {
      kind: 'platform',
      name: '网络警察提醒您',
      nameEn: 'Cyber police notice',
      icon: ICON('platform-4'),
      linkUrl: 'https://beian.mps.gov.cn/',
      sort: 4,
    },
  ]);
}
