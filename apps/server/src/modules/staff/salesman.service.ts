import type {
  SalesmanStockoutPage,
  SalesmanTeamBodyParsed,
  SalesmanTeamPage,
} from '@shop/contracts/staff';
import { fenToYuan } from '@shop/contracts/money';
import type { DbExecutor } from '../../db/client';
import type { Lang } from '../../lib/i18n/translate';
import { salesmanOfLogin } from '../auth';
import { orderStatusName } from '../order';
import { findRecentOrders, findTeamPage, findTeamStockoutPage } from './salesman.repository';

/** Orders shown per team member. */
const RECENT_ORDERS = 3;

type SalesmanPage = { page: number; page_size: number };

/** spec §7: page 0 lists everything on one page (with page_size 99999). */
function windowOf(query: SalesmanPage) {
  const page = Math.max(query.page, 1);
  return {
    offset: query.page === 0 ? 0 : (page - 1) * query.page_size,
    limit: query.page_size,
    pageCount: (count: number) =>
      query.page === 0 ? (count > 0 ? 1 : 0) : Math.ceil(count / query.page_size),
  };
}

const seconds = (at: Date) => Math.floor(at.getTime() / 1000);

/**
 * `/staff/api/salesman/myTeamList` (spec §6, §7): the members the caller serves, the caller
 * being the member login linked to a salesman staff account (others are refused), each with
 * the order count and latest orders.
 */
export async function salesmanTeam(
  db: DbExecutor,
  memberId: number,
  body: SalesmanTeamBodyParsed,
  lang: Lang,
): Promise<SalesmanTeamPage> {
  const salesman = await salesmanOfLogin(db, memberId);
  const window = windowOf(body);
  const { rows, count } = await findTeamPage(db, salesman.staffId, body.keyword, window);
  const orders = await findRecentOrders(
    db,
    rows.map((r) => r.memberId),
    RECENT_ORDERS,
  );
  return {
    page_count: window.pageCount(count),
    count,
    list: rows.map((r) => {
      const mine = orders.filter((o) => o.memberId === r.memberId);
      return {
        member_id: r.memberId,
        nickname: r.nickname,
        realname: r.realname,
        company_name: r.companyName,
        mobile: r.mobile ?? '',
        order_count: Number(mine[0]?.total ?? 0),
        recent_orders: mine.map((o) => ({
          order_id: o.orderId,
          order_no: o.orderNo,
          order_status: o.orderStatus,
          order_status_name: orderStatusName(lang, o.orderStatus),
          order_money: fenToYuan(Number(o.orderMoneyFen)),
          create_time: seconds(new Date(o.createdAt)),
        })),
        reg_time: seconds(r.createdAt),
      };
    }),
  };
}

/** `/staff/api/salesman/stockoutLog`: the team's stock-out registrations (salesmen only). */
export async function salesmanStockout(
  db: DbExecutor,
  memberId: number,
  body: SalesmanPage,
): Promise<SalesmanStockoutPage> {
  const salesman = await salesmanOfLogin(db, memberId);
  const window = windowOf(body);
  const { rows, count } = await findTeamStockoutPage(db, salesman.staffId, window);
  return {
    page_count: window.pageCount(count),
    count,
    list: rows.map(({ row, nickname }) => ({
      id: row.id,
      member_id: row.memberId ?? 0,
      member_nickname: nickname,
      goods_name: row.goodsName,
      specification: row.specification,
      manufacturer: row.manufacturer,
      quantity: row.quantity,
      contact_name: row.contactName,
      mobile: row.mobile,
      remark: row.remark,
      status: row.status,
      create_time: seconds(row.createdAt),
    })),
  };
}
