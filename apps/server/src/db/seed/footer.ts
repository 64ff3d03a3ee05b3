import type { DbTransaction } from '../client';
import { setConfig } from '../../modules/settings';
import {
  FLOAT_LAYER_KEY,
  COPYRIGHT_KEY,
  FOOTER_EXTRAS_KEY,
  WEAPP_KEY,
  SERVICER_KEY,
} from '../../modules/site';

const DAY_MS = 86_400_000;

/**
 * Footer and site-widget settings every shop starts with: the copyright line, footer extras,
 * customer service switched on, the mini-program address, and a float layer shown once a day
 * from yesterday for a year.
 */
export async function seedFooterSettings(tx: DbTransaction): Promise<void> {
  const now = Date.now();
  await setConfig(tx, COPYRIGHT_KEY, {
    copyright_desc: `© 2018-${new Date(now).getFullYear()} 康源医药 版权所有`,
    company_name: '杭州康源医药有限公司',
    copyright_link: '',
    icp: '浙ICP备18045210号-2',
    gov_record: '浙公网安备 33010602008816号',
    gov_url: 'https://beian.mps.gov.cn/',
    market_supervision_url: 'https://www.samr.gov.cn/',
    en: {
      copyright_desc: `© 2018-${new Date(now).getFullYear()} Kangyuan Pharma. All rights reserved.`,
    },
  });
  await setConfig(tx, FOOTER_EXTRAS_KEY, {
    qrcode_title: '微信扫码 进入小程序',
    service_time: '周一至周六 8:30-18:00',
    company_address: '浙江省杭州市滨江区江南大道 1888 号康源医药大厦 6 层',
    en: {
      qrcode_title: 'Scan with WeChat to open the mini program',
      service_time: 'Mon-Sat 8:30-18:00',
    },
  });
  await setConfig(tx, SERVICER_KEY, { open: 1, system: 1, open_pc: 1, open_url: '' });
  await setConfig(tx, WEAPP_KEY, {
    address: 'https://mp.kangyuan-yy.example.com/pages/index/index',
  });
  await setConfig(tx, FLOAT_LAYER_KEY, {
    is_show: 1,
    type: 3,
    startTime: now - DAY_MS,
    endTime: now + 365 * DAY_MS,
    img_url: '/demo/footer/float-layer.svg',
    link: { url: '/register' },
    title: '新客户注册 首单立享专属优惠',
  });
}
