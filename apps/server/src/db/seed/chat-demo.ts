import { CHAT_KEYWORD_KEY } from '../../modules/chat';
import { setConfig } from '../../modules/settings';
import type { DbTransaction } from '../client';

/**
 * Automatic replies a pharmacy wholesale shop answers while no servicer is online, each with its
 * English (issue 14): the keywords are the buyer's quick questions.
 */
const DEMO_KEYWORDS = {
  is_open: 1,
  keyword_list: [
    {
      keyword: '发票',
      reply:
        '本店所有药品均可开具增值税专用发票或普通发票，请在下单时填写开票信息，发货后 7 个工作日内随货或以电子发票寄出。',
      en: {
        keyword: 'Invoice',
        reply:
          'Every drug in our shop can be invoiced with a VAT special or ordinary invoice. Fill in the invoice details when ordering; the invoice comes with the goods or as an e-invoice within 7 working days after dispatch.',
      },
    },
    {
      keyword: '发货',
      reply:
        '工作日 16:00 前付款的订单当天发货，之后次日发货；节假日顺延。发货后可在"我的订单"中查看物流。',
      en: {
        keyword: 'Shipping',
        reply:
          'Orders paid before 16:00 on working days ship the same day, later ones the next day; holidays push this back. After dispatch you can follow the parcel under "My orders".',
      },
    },
    {
      keyword: '物流',
      reply:
        '默认使用顺丰或京东物流，冷链药品使用专业冷链配送。物流单号可在订单详情中查看，如有延误请留言订单号。',
      en: {
        keyword: 'Tracking',
        reply:
          'We ship with SF Express or JD Logistics, and cold-chain drugs with a specialist cold-chain carrier. The tracking number is in the order details; if a parcel is late, leave us the order number.',
      },
    },
    {
      keyword: '退货',
      reply:
        '药品属于特殊商品，非质量问题不支持退换。如遇破损、近效期或错发，请在签收后 48 小时内拍照留言，客服上线后优先处理。',
      en: {
        keyword: 'Returns',
        reply:
          'Drugs are special goods and cannot be returned without a quality problem. For damage, near-expiry or wrong items, send photos within 48 hours of receipt; a servicer will handle it first thing.',
      },
    },
    {
      keyword: '售后',
      reply: '售后问题请留言订单号、商品名称和问题照片，客服上线后会第一时间联系您处理。',
      en: {
        keyword: 'After-sales',
        reply:
          'For after-sales questions, leave the order number, the goods name and photos of the problem; a servicer will contact you as soon as they are online.',
      },
    },
    {
      keyword: '资质',
      reply:
        '首次采购需上传《药品经营许可证》、营业执照及采购委托书，可在"会员中心-资质管理"上传，审核通过后即可下单。',
      en: {
        keyword: 'Qualifications',
        reply:
          'Before your first purchase, upload your Drug Trading Licence, business licence and purchase authorisation under "Member centre - Qualifications"; you can order once they are approved.',
      },
    },
    {
      keyword: '首营',
      reply:
        '首营资料（企业资质、药品批件、质检报告）可在商品详情页下载，如需加盖公章的纸质版请留言收件地址。',
      en: {
        keyword: 'First-time supplier files',
        reply:
          'The first-time supplier files (company licences, drug approvals, test reports) can be downloaded on the goods page; for stamped paper copies, leave us your postal address.',
      },
    },
    {
      keyword: '批发价',
      reply: '登录并通过资质审核后可见批发价；单品满起订量享阶梯价，具体以购物车结算为准。',
      en: {
        keyword: 'Wholesale prices',
        reply:
          'Wholesale prices show after you log in and your qualifications are approved; reaching the minimum quantity of a goods earns tiered prices, as the cart works out.',
      },
    },
    {
      keyword: '起订',
      reply: '每个商品的起订量显示在商品详情页的"起购"处，购物车会按起订量和倍数自动校验。',
      en: {
        keyword: 'Minimum order',
        reply:
          'The minimum order quantity of each goods shows as "Min. purchase" on its page; the cart checks quantities and multiples for you.',
      },
    },
    {
      keyword: '营业时间',
      reply: '客服在线时间为周一至周六 8:30-18:00，其他时间的留言将在上班后按顺序回复。',
      en: {
        keyword: 'Opening hours',
        reply:
          'Our servicers are online Monday to Saturday 8:30-18:00; messages left at other times are answered in order when we open.',
      },
    },
  ],
};

/** Demo data of the chat: the keyword auto-replies switched on. */
export async function seedChatDemo(tx: DbTransaction): Promise<void> {
  await setConfig(tx, CHAT_KEYWORD_KEY, DEMO_KEYWORDS);
}
