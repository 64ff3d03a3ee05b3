/** A demo notice; `daysAgo` dates it relative to the seeding day. */
export type DemoNotice = { title: string; content: string; daysAgo: number; isTop?: boolean };

const lines = (...paragraphs: string[]) => paragraphs.join('\n');

/** Shop notices of a B2B pharmacy wholesale mall, newest first. */
export const DEMO_NOTICES: DemoNotice[] = [
  {
    title: '关于春节期间订单发货安排的通知',
    daysAgo: 2,
    isTop: true,
    content: lines(
      '尊敬的客户：春节将至，为保障您的正常采购，现将发货安排通知如下。',
      '腊月二十六 17:00 前支付的订单正常发货；腊月二十七至正月初六期间仓库暂停发货，订单将于正月初七起按支付顺序依次发出。',
      '节前请合理安排备货，冷链商品建议提前下单。祝您新春快乐，生意兴隆！',
    ),
  },
  {
    title: '资质证照到期更新提醒',
    daysAgo: 5,
    isTop: true,
    content: lines(
      '根据 GSP 管理要求，平台将定期核查采购单位资质。',
      '系统显示部分客户的药品经营许可证或营业执照即将到期，请于到期前在“会员中心-资质信息”上传最新证照，逾期将暂停采购权限。',
    ),
  },
  {
    title: '新增冷链配送城市公告',
    daysAgo: 9,
    content: lines(
      '自本月 15 日起，冷链配送服务新增合肥、南昌、长沙三个城市，胰岛素、生物制品等冷藏商品可实现次日达。',
      '冷链商品全程温控并提供温度记录，签收时请当面核验。',
    ),
  },
  {
    title: '部分厂家调价通知',
    daysAgo: 14,
    content: lines(
      '受原料成本上涨影响，部分中成药及中药饮片生产企业上调出厂价格，平台相关商品价格将同步调整。',
      '调价前已支付的订单按原价执行，具体品种请以商品详情页价格为准。',
    ),
  },
  {
    title: '平台系统升级维护公告',
    daysAgo: 20,
    content: lines(
      '为提升服务质量，平台将于本周六 00:00-06:00 进行系统升级维护，期间暂停下单与支付。',
      '维护结束后所有功能将恢复正常，给您带来的不便敬请谅解。',
    ),
  },
  {
    title: '谨防假冒客服诈骗的安全提示',
    daysAgo: 27,
    content: lines(
      '近期发现有不法分子冒充平台客服，以“退款”“资质异常”等名义诱导客户转账。',
      '平台客服不会索要您的银行卡密码或验证码，也不会要求向个人账户转账。如有疑问，请拨打官方客服热线核实。',
    ),
  },
  {
    title: '秋冬季呼吸道用药备货指南',
    daysAgo: 35,
    content: lines(
      '秋冬季是感冒、咳嗽等呼吸道疾病高发期，建议门店提前做好感冒药、止咳化痰药及抗病毒药物的备货。',
      '平台已上线“秋冬呼吸道专场”，多款热销品种享受阶梯价与满减优惠。',
    ),
  },
  {
    title: '电子发票全面上线通知',
    daysAgo: 48,
    content: lines(
      '即日起平台订单全面支持增值税电子普通发票与电子专用发票，订单完成后可在订单详情中直接下载。',
      '如需纸质发票，请在结算时备注，发票将随货寄出。',
    ),
  },
];
