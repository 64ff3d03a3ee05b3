import { z } from 'zod';
import { bodySchema, pageSchema } from '../common';
import { MoneySchema } from '../money';

/** spec §7, §9: page 0 with page_size 99999 lists the whole team on one page. */
export const SALESMAN_ALL_PAGE_SIZE = 99999;
const salesmanPageShape = {
  page: z.coerce.number().int().min(0).max(100000).default(1),
  page_size: z.coerce.number().int().min(1).max(SALESMAN_ALL_PAGE_SIZE).default(10),
};

/** `/staff/api/salesman/myTeamList`: the members the caller (a salesman's member login) serves. */
export const SalesmanTeamBodySchema = bodySchema({
  ...salesmanPageShape,
  keyword: z.string().trim().max(30).optional(),
});
export type SalesmanTeamBody = z.input<typeof SalesmanTeamBodySchema>;
export type SalesmanTeamBodyParsed = z.output<typeof SalesmanTeamBodySchema>;

export const SalesmanTeamOrderSchema = z.object({
  order_id: z.number().int(),
  order_no: z.string(),
  order_status: z.number().int(),
  order_status_name: z.string(),
  order_money: MoneySchema,
  /** Unix seconds. */
  create_time: z.number().int(),
});
export type SalesmanTeamOrder = z.infer<typeof SalesmanTeamOrderSchema>;

/** A member of the team, with their latest orders (at most 3) and the order count. */
export const SalesmanTeamMemberSchema = z.object({
  member_id: z.number().int(),
  nickname: z.string(),
  realname: z.string(),
  company_name: z.string(),
  mobile: z.string(),
  order_count: z.number().int(),
  recent_orders: z.array(SalesmanTeamOrderSchema),
  /** Unix seconds. */
  reg_time: z.number().int(),
});
export type SalesmanTeamMember = z.infer<typeof SalesmanTeamMemberSchema>;
export const SalesmanTeamPageSchema = pageSchema(SalesmanTeamMemberSchema);
export type SalesmanTeamPage = z.infer<typeof SalesmanTeamPageSchema>;

/** `/staff/api/salesman/stockoutLog`: the team's stock-out registrations, newest first. */
export const SalesmanStockoutBodySchema = bodySchema({ ...salesmanPageShape });
export type SalesmanStockoutBody = z.input<typeof SalesmanStockoutBodySchema>;

export const SalesmanStockoutSchema = z.object({
  id: z.number().int(),
  member_id: z.number().int(),
  member_nickname: z.string(),
  goods_name: z.string(),
  specification: z.string(),
  manufacturer: z.string(),
  quantity: z.number().int(),
  contact_name: z.string(),
  mobile: z.string(),
  remark: z.string(),
  /** 0 registered, 1 stocked, 2 cannot supply. */
  status: z.number().int(),
  create_time: z.number().int(),
});
export type SalesmanStockout = z.infer<typeof SalesmanStockoutSchema>;
export const SalesmanStockoutPageSchema = pageSchema(SalesmanStockoutSchema);
export type SalesmanStockoutPage = z.infer<typeof SalesmanStockoutPageSchema>;

/** `/api/member/getFenXiaoList`: the salesmen a new member may name at registration. */
export const FenxiaoSchema = z.object({ fenxiao_id: z.number().int(), fenxiao_name: z.string() });
export const FenxiaoListSchema = z.array(FenxiaoSchema);
export type Fenxiao = z.infer<typeof FenxiaoSchema>;

/**
 * `/api/member/salesman`: the caller's salesman (name and phone; null when none), and whether
 * the caller is a salesman themself (their team pages then show in the member centre).
 */
export const MySalesmanSchema = z.object({
  salesman: z.object({ name: z.string(), mobile: z.string() }).nullable(),
  is_salesman: z.boolean(),
});
export type MySalesman = z.infer<typeof MySalesmanSchema>;

/** A salesman account in the console (issue 16): phone and linked member login. */
export const ConsoleSalesmanSchema = z.object({
  staff_id: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  mobile: z.string(),
  /** The linked member login (0 and '' when none). */
  member_id: z.number().int(),
  member_username: z.string(),
  /** Members this salesman serves. */
  team_count: z.number().int(),
  status: z.number().int(),
});
export type ConsoleSalesman = z.infer<typeof ConsoleSalesmanSchema>;
export const ConsoleSalesmanListSchema = z.array(ConsoleSalesmanSchema);

/**
 * `/staff/api/salesman/edit`: a salesman's phone (digits, +, - and spaces, or empty) and the
 * member login (username or mobile) linked to it; '' unlinks.
 */
export const ConsoleSalesmanEditBodySchema = bodySchema({
  staff_id: z.coerce.number().int().positive(),
  mobile: z
    .string()
    .trim()
    .regex(/^[0-9+\- ]{0,20}$/),
  member_login: z.string().trim().max(30),
});
export type ConsoleSalesmanEditBody = z.input<typeof ConsoleSalesmanEditBodySchema>;
export type ConsoleSalesmanEditBodyParsed = z.output<typeof ConsoleSalesmanEditBodySchema>;
