import { openCall, type ErpCredentials } from './erp-signing';
import { expect } from './support';

/** The ERP's side of the order feed (issue 26, ADR 0027), as the browser journeys read it. */

export type FeedLine = {
  order_goods_id: number;
  goods_erp_spid: string;
  num: number;
  promotion_type: string;
  expiry_date: string | null;
};
type FeedOrder = { order_no: string; lines: FeedLine[] };
type Feed = { list: FeedOrder[]; next_cursor: string; has_more: boolean };

/** Reads the order feed from the start, page by page, until `orderNo`; answers that order. */
async function findInFeed(baseURL: string, key: ErpCredentials, orderNo: string) {
  let cursor = '';
  for (;;) {
    const page = await openCall<Feed>(baseURL, key, '/open/api/v1/orders/changes', { cursor });
    const order = page.list.find((o) => o.order_no === orderNo);
    if (order || !page.has_more) return order;
    cursor = page.next_cursor;
  }
}

/** The ERP polls the feed until the paid order `orderNo` shows up. */
export async function orderFromFeed(baseURL: string, key: ErpCredentials, orderNo: string) {
  await expect
    .poll(async () => (await findInFeed(baseURL, key, orderNo))?.order_no, { timeout: 20_000 })
    .toBe(orderNo);
  const order = await findInFeed(baseURL, key, orderNo);
  if (!order) throw new Error(`order ${orderNo} left the feed`);
  return order;
}
