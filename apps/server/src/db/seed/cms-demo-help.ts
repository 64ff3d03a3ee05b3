/** A demo help article: plain text, one paragraph per line. */
export type DemoArticle = {
  title: string;
  /** The title in English (issue 14). */
  title_en: string;
  content: string;
  link_address?: string;
  hidden?: boolean;
};
export type DemoHelpClass = { class_name: string; class_name_en: string; articles: DemoArticle[] };

const lines = (...paragraphs: string[]) => paragraphs.join('\n');

/** Help centre of a B2B pharmacy wholesale mall, in display order. */
export const DEMO_HELP_CLASSES: DemoHelpClass[] = [
  {
    class_name: '新手指南',
    class_name_en: 'Getting started',
    articles: [
      {
        title: '注册流程',
        title_en: 'How to register',
        content: lines(
          '本商城仅面向具备合法经营资质的药店、诊所、医院及医药公司等机构客户开放采购。',
          '第一步：点击页面右上角“免费注册”，填写用户名、登录密码和手机号，完成短信验证。',
          '第二步：选择客户类型（单体药店、连锁药店、诊所、民营医院等），填写企业名称、联系人姓名及收货地址。',
          '第三步：上传营业执照、药品经营许可证等资质照片，提交后等待平台审核，审核时间一般为 1 个工作日。',
          '审核通过后即可查看商品价格并下单采购。如需帮助，请拨打客服热线或在线联系客服。',
        ),
      },
      {
        title: '资质认证',
        title_en: 'Qualification review',
        content: lines(
          '根据《药品经营质量管理规范》（GSP）要求，平台须对采购单位的资质进行审核并建立首营档案。',
          '药店需提供：营业执照、药品经营许可证、采购委托书及被委托人身份证复印件。',
          '诊所及医疗机构需提供：医疗机构执业许可证、营业执照（如有）、采购委托书及被委托人身份证复印件。',
          '采购含特殊药品复方制剂、医疗器械等品种时，还需提供对应的经营范围或备案凭证。',
          '资质证件临近有效期时系统会提前 30 天提醒，请及时在“会员中心-资质信息”中更新，以免影响正常采购。',
        ),
      },
      {
        title: '下单流程',
        title_en: 'How to order',
        content: lines(
          '登录后在首页搜索商品名称、通用名、厂家或拼音首字母，进入商品详情页查看规格、效期和价格。',
          '选择采购数量后点击“加入购物车”，部分商品有起购数量或按中包装倍数购买，请留意页面提示。',
          '在购物车中勾选商品，确认促销活动及优惠券后点击“去结算”，核对收货地址、配送方式与发票信息。',
          '提交订单并完成支付后，仓库将在承诺时效内安排出库，您可在“我的订单”中实时查看订单状态。',
        ),
      },
      {
        title: '多账号切换',
        title_en: 'Switching accounts',
        content: lines(
          '同一企业下的多个门店可绑定在同一登录组中，登录任一账号后可在顶部栏“切换账号”快速切换门店。',
          '各门店的购物车、订单和资质相互独立，切换后请确认当前采购门店再提交订单。',
          '如需新增或解绑门店账号，请联系您的专属业务员或平台客服办理。',
        ),
      },
      {
        title: '常见问题',
        title_en: 'FAQ',
        content: lines(
          '问：为什么看不到商品价格？答：价格仅对已登录且资质审核通过的会员展示，请先登录或完成资质认证。',
          '问：忘记登录密码怎么办？答：在登录页点击“忘记密码”，通过注册手机号接收验证码即可重置。',
          '问：为什么部分商品无法购买？答：部分品种受经营范围或区域销售控制限制，详情请咨询客服。',
        ),
      },
    ],
  },
  {
    class_name: '配送方式',
    class_name_en: 'Delivery',
    articles: [
      {
        title: '配送范围',
        title_en: 'Delivery area',
        content: lines(
          '目前平台自营仓库覆盖华东、华中、华南地区，江浙沪皖主要城市可实现次日达。',
          '偏远地区及乡镇网点由合作第三方医药物流承运，一般 3-5 个工作日送达。',
          '具体可配送区域以结算页显示为准，暂不支持配送的地址会在提交订单前给出提示。',
        ),
      },
      {
        title: '运费说明',
        title_en: 'Shipping fees',
        content: lines(
          '单笔订单实付金额满 800 元免运费；不足 800 元时收取基础运费 15 元。',
          '冷链商品单独计算冷链包装费，按每箱 20 元收取，结算页会单独列示。',
          '因客户原因产生的二次配送或退货运费由客户承担，质量问题产生的运费由平台承担。',
        ),
      },
      {
        title: '冷链配送',
        title_en: 'Cold-chain delivery',
        content: lines(
          '疫苗、生物制品、胰岛素等需 2-8℃ 储存的商品全程采用冷链配送，温度数据实时记录并可追溯。',
          '冷链商品使用专用保温箱与冰排包装，送达时请当面开箱验收并核对温度记录，确认无误后签收。',
          '如发现包装破损、温度超标等情况，请当场拒收并立即联系客服，平台将为您重新发货。',
        ),
      },
      {
        title: '物流查询',
        title_en: 'Tracking a parcel',
        content: lines(
          '订单出库后可在“我的订单-订单详情”中查看物流单号和最新配送轨迹。',
          '同一订单可能因仓库或温控要求拆分为多个包裹发出，请以订单详情中的包裹信息为准。',
        ),
      },
    ],
  },
  {
    class_name: '支付方式',
    class_name_en: 'Payment',
    articles: [
      {
        title: '在线支付',
        title_en: 'Paying online',
        content: lines(
          '平台支持微信支付、支付宝及银联在线支付，提交订单后可在收银台选择任意一种方式付款。',
          '订单提交后请在 30 分钟内完成支付，超时未支付的订单将自动取消并释放库存。',
        ),
      },
      {
        title: '对公转账',
        title_en: 'Bank transfer',
        content: lines(
          '单笔金额较大的订单可选择对公转账，转账时请在备注中填写订单编号，便于财务快速核销。',
          '到账确认时间一般为工作日 2 小时内，确认到账后订单状态将自动更新为“待发货”。',
        ),
      },
      {
        title: '余额与账期',
        title_en: 'Balance and credit terms',
        content: lines(
          '会员可通过“会员中心-账户余额”充值，下单时可直接使用余额抵扣。',
          '合作满一定期限且信用良好的客户可申请月结账期，具体额度与账期请联系专属业务员评估。',
        ),
      },
      {
        title: '发票说明',
        title_en: 'Invoices',
        content: lines(
          '平台所有商品均可开具增值税专用发票或普通发票，请在“会员中心-发票信息”中维护开票资料。',
          '发票随货寄出或在订单完成后 7 个工作日内开具电子发票，可在订单详情中下载。',
        ),
      },
    ],
  },
  {
    class_name: '售后服务',
    class_name_en: 'After-sales',
    articles: [
      {
        title: '退换货政策',
        title_en: 'Returns policy',
        content: lines(
          '根据药品经营相关规定，药品一经售出，非质量问题不予退换。',
          '因发错货、少发、漏发或运输破损等原因，请在签收后 7 天内提交售后申请，并上传外包装及商品照片。',
          '医疗器械、保健食品等非药品类商品，在包装完好、不影响二次销售的前提下支持 7 天无理由退换。',
          '退货商品须保持原包装、原批号，冷链商品不支持非质量问题退货。',
        ),
      },
      {
        title: '质量问题处理',
        title_en: 'Quality problems',
        content: lines(
          '如发现商品存在质量疑问，请立即停止销售并保留实物，在“我的订单”中发起质量投诉。',
          '平台质量管理部将在 24 小时内响应，必要时联系生产企业共同核实，确认属实后全额退款或换货。',
          '涉及药品不良反应的，请同时按规定向当地药品监督管理部门报告。',
        ),
      },
      {
        title: '近效期商品说明',
        title_en: 'Near-expiry goods',
        content: lines(
          '平台销售的药品效期一般不少于 12 个月，效期不足 12 个月的商品会在详情页单独标注“近效期”。',
          '近效期商品以优惠价格销售，下单即视为知晓效期情况，非质量问题不予退换。',
        ),
      },
      {
        title: '投诉与建议',
        title_en: 'Complaints and suggestions',
        content: lines(
          '您可以通过客服热线、在线客服或“会员中心-平台维权”提交投诉与建议。',
          '我们承诺在 1 个工作日内给予答复，对合理建议将持续改进服务。',
        ),
      },
    ],
  },
  {
    class_name: '会员服务',
    class_name_en: 'Membership',
    articles: [
      {
        title: '会员等级',
        title_en: 'Member levels',
        content: lines(
          '会员等级根据近 12 个月累计采购金额自动评定，等级越高可享受的会员价与专属活动越多。',
          '等级每月 1 日更新一次，可在“会员中心-会员等级”中查看当前等级与升级进度。',
        ),
      },
      {
        title: '积分规则',
        title_en: 'Points rules',
        content: lines(
          '订单完成后按实付金额每 1 元累积 1 积分，积分可在积分商城兑换礼品或抵扣运费。',
          '积分有效期为获得之日起至次年 12 月 31 日，逾期未使用将自动清零。',
        ),
      },
      {
        title: '优惠券使用',
        title_en: 'Using coupons',
        content: lines(
          '优惠券可在领券中心或活动页面领取，结算时系统将自动推荐可用的最优优惠券。',
          '每笔订单限用一张店铺券和一张平台券，部分特价、秒杀商品不参与用券。',
        ),
      },
    ],
  },
  {
    class_name: '关于我们',
    class_name_en: 'About us',
    articles: [
      {
        title: '公司简介',
        title_en: 'About the company',
        content: lines(
          '杭州康源医药有限公司成立于 2012 年，是一家专注于基层医药流通的 B2B 电子商务平台。',
          '平台与 600 余家药品生产企业建立直供合作，经营品种超过 20000 个，服务全国 5 万余家药店与诊所。',
          '我们始终坚持“正品低价、合规高效”，致力于让基层医疗机构采购更便捷、更放心。',
        ),
      },
      {
        title: '平台资质',
        title_en: 'Our licences',
        content: lines(
          '平台持有药品经营许可证、医疗器械经营许可证、互联网药品信息服务资格证书等全部经营资质。',
          '资质证照信息可在页面底部“资质证照”中查看，并可通过国家药品监督管理局官网核验。',
        ),
      },
      {
        title: '联系我们',
        title_en: 'Contact us',
        content: lines(
          '客服热线：400-826-1588（周一至周六 8:30-18:00）',
          '客服邮箱：service@kangyuan-yy.example.com',
          '公司地址：浙江省杭州市滨江区江南大道 1888 号康源医药大厦 6 层',
        ),
      },
      {
        title: '国家药品数据查询',
        title_en: 'National drug database',
        content: '',
        link_address: 'https://www.nmpa.gov.cn/datasearch/home-index.html',
      },
      {
        title: '春节期间发货安排（草稿）',
        title_en: 'Spring Festival shipping (draft)',
        content: lines('春节期间发货安排正在确认中，确定后另行通知。'),
        hidden: true,
      },
    ],
  },
];
