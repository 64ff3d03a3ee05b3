/**
 * Fictional manufacturers. Each one's brand is the brand its goods carry; `kinds` are the
 * template kinds it makes (see tree-types.ts), J meaning an importer of chemical drugs.
 */
export type Company = {
  name: string;
  brand: string;
  kinds: string;
  province: string;
  city: string;
};

const ROWS = `
南京康源制药有限公司|康源|HZ|江苏|南京
华康制药有限公司|华康|H|湖北|武汉
江南药业股份有限公司|江南|HZ|浙江|杭州
苏州瑞禾制药有限公司|瑞禾|H|江苏|苏州
瑞禾医疗器械（苏州）有限公司|瑞禾|D|江苏|苏州
山东泽安药业有限公司|泽安|HZ|山东|济南
恒邦制药股份有限公司|恒邦|H|河北|石家庄
广州润生药业有限公司|润生|HZ|广东|广州
成都和济药业有限公司|和济|Z|四川|成都
颐康药业股份有限公司|颐康|HZ|湖南|长沙
亳州青禾中药饮片有限公司|青禾|Y|安徽|亳州
华舟生物制药有限公司|华舟|HS|上海|上海
安泰制药（天津）有限公司|安泰|H|天津|天津
益元堂药业有限公司|益元堂|Z|河南|郑州
百草源中药饮片有限公司|百草源|Y|甘肃|兰州
仁泽药业有限公司|仁泽|HZ|江西|南昌
通化德济制药有限公司|德济|Z|吉林|通化
福临药业股份有限公司|福临|HZ|福建|厦门
哈尔滨惠民药业有限公司|惠民|H|黑龙江|哈尔滨
长青药业有限公司|长青|Z|辽宁|沈阳
深圳金穗生物科技有限公司|金穗|F|广东|深圳
博康医疗科技股份有限公司|博康|D|广东|深圳
天禾药业有限公司|天禾|HZ|山西|太原
西安明仁制药有限公司|明仁|H|陕西|西安
信元药业股份有限公司|信元|H|浙江|金华
正康医疗器械有限公司|正康|D|河南|新乡
重庆元和中药股份有限公司|元和|Z|重庆|重庆
盛安生物制药有限公司|盛安|HS|北京|北京
临沂众康卫生用品有限公司|众康|CX|山东|临沂
久安药业有限公司|久安|Z|贵州|贵阳
云南景天中药饮片有限公司|景天|Y|云南|昆明
春晖制药有限公司|春晖|H|山东|潍坊
济世堂药业有限公司|济世堂|Z|广西|南宁
上海维康健康科技有限公司|维康|F|上海|上海
常州泰宁医疗器械有限公司|泰宁|D|江苏|常州
华岳制药有限公司|华岳|HZ|陕西|西安
鸿康医药科技有限公司|鸿康|CX|广东|佛山
佳禾药业有限公司|佳禾|H|四川|成都
洛阳洛康制药有限公司|洛康|H|河南|洛阳
乐寿药业有限公司|乐寿|Z|河北|安国
扬州苏康医疗器械有限公司|苏康|D|江苏|扬州
浙禾中药饮片有限公司|浙禾|Y|浙江|金华
敬仁药业股份有限公司|敬仁|HZ|湖北|宜昌
晨康生物科技有限公司|晨康|F|福建|福州
连云港朗润药业有限公司|朗润|H|江苏|连云港
祥瑞中药饮片有限公司|祥瑞|Y|四川|成都
立本制药有限公司|立本|H|浙江|台州
怡洁日化有限公司|怡洁|CX|广东|广州
孝感万康消毒用品有限公司|万康|CX|湖北|孝感
宝岐药业有限公司|宝岐|Z|陕西|宝鸡
青岛欣悦生物科技有限公司|欣悦|F|山东|青岛
宁波安诺医疗器械有限公司|安诺|D|浙江|宁波
普济药业有限公司|普济|HZ|安徽|合肥
安国神禾中药饮片有限公司|神禾|Y|河北|安国
泰州睿邦生物制药有限公司|睿邦|HS|江苏|泰州
康泽药业有限公司|康泽|H|江西|九江
长垣丰源卫生材料有限公司|丰源|D|河南|长垣
大连瑞宁制药有限公司|瑞宁|H|辽宁|大连
嘉仁药业有限公司|嘉仁|Z|湖南|株洲
东恒药业有限公司|东恒|HZ|黑龙江|哈尔滨
北京赛康医疗科技有限公司|赛康|D|北京|北京
天水岐黄堂药业有限公司|岐黄堂|Z|甘肃|天水
德国莱茵康制药公司|莱茵康|J|德国|
日本丰之和制药株式会社|丰之和|J|日本|
`;

export const COMPANIES: Company[] = ROWS.trim()
  .split('\n')
  .map((row) => {
    const [name = '', brand = '', kinds = '', province = '', city = ''] = row.split('|');
    return { name, brand, kinds, province, city };
  });

/** Where a company's goods are made, for attr_place: 江苏南京, 北京, 德国. */
export const placeOf = (c: Company) =>
  c.city === '' || c.city === c.province ? c.province : `${c.province}${c.city}`;

/** Makers of a template kind (J importers also make chemical drugs). */
export function makersOf(kind: string): Company[] {
  return COMPANIES.filter((c) => c.kinds.includes(kind) || (kind === 'H' && c.kinds === 'J'));
}

/** Province abbreviations used in device and disinfectant registration numbers. */
export const PROVINCE_ABBR: Record<string, string> = {
  江苏: '苏',
  浙江: '浙',
  山东: '鲁',
  广东: '粤',
  四川: '川',
  湖南: '湘',
  湖北: '鄂',
  河南: '豫',
  河北: '冀',
  北京: '京',
  上海: '沪',
  天津: '津',
  安徽: '皖',
  江西: '赣',
  福建: '闽',
  吉林: '吉',
  黑龙江: '黑',
  辽宁: '辽',
  山西: '晋',
  陕西: '陕',
  甘肃: '甘',
  重庆: '渝',
  广西: '桂',
  云南: '滇',
  贵州: '黔',
};
