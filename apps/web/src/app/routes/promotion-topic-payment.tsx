import { CampaignPayment } from './promotion-groupbuy-payment';

/** /promotion/topic_payment?topic_goods_id=&num= (login required): a topic goods at the topic price. */
export function TopicPaymentPage() {
  return <CampaignPayment kind="topic" />;
}
