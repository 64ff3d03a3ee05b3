import type { ChatKeyword } from '@shop/contracts/chat';
import { CHAT_KEYWORD_KEY } from '../../modules/chat';
import { setConfig } from '../../modules/settings';
import type { DbTransaction } from '../client';

/** Automatic replies a pharmacy wholesale shop answers while no servicer is online. */
const DEMO_KEYWORDS: ChatKeyword = {
  is_open: 1,
  keyword_list: [
    {
      keyword: '发票',
      reply:
        '本店所有药品均可开具增值税专用发票或普通发票，请在下单时填写开票信息，发货后 7 个工作日内随货或以电子发票寄出。',
    },
    {
      keyword: '发货',
      reply:
        '工作日 16:00 前付款的订单当天发货，之后次日发货；节假日顺延。发货后可在"我的订单"中查看物流。',
    },
    {
      keyword: '物流',
      reply:
        '默认使用顺丰或京东物流，冷链药品使用专业冷链配送。物流单号可在订单详情中查看，如有延误请留言订单号。',
    },
    {
      keyword: '退货',
      reply:
        '药品属于特殊商品，非质量问题不支持退换。如遇破损、近效期或错发，请在签收后 48 小时内拍照留言，客服上线后优先处理。',
    },
    {
      keyword: '售后',
      reply: '售后问题请留言订单号、商品名称和问题照片，客服上线后会第一时间联系您处理。',
    },
    {
      keyword: '资质',
      reply:
        '首次采购需上传《药品经营许可证》、营业执照及采购委托书，可在"会员中心-资质管理"上传，审核通过后即可下单。',
    },
    {
      keyword: '首营',
      reply:
        '首营资料（企业资质、药品批件、质检报告）可在商品详情页下载，如需加盖公章的纸质版请留言收件地址。',
    },
    {
      keyword: '批发价',
      reply: '登录并通过资质审核后可见批发价；单品满起订量享阶梯价，具体以购物车结算为准。',
    },
    {
      keyword: '起订',
      reply: '每个商品的起订量显示在商品详情页的"起购"处，购物车会按起订量和倍数自动校验。',
    },
    {
      keyword: '营业时间',
      reply: '客服在线时间为周一至周六 8:30-18:00，其他时间的留言将在上班后按顺序回复。',
    },
  ],
};

/** Demo data of the chat: the keyword auto-replies switched on. */
export async function seedChatDemo(tx: DbTransaction): Promise<void> {
  await setConfig(tx, CHAT_KEYWORD_KEY, DEMO_KEYWORDS);
}
