import {
  CONSOLE_REFUND_STATES,
  REFUND_STATUS,
  type ConsoleRefundAgreeBody,
  type ConsoleRefundDetail,
  type ConsoleRefundRow,
  type RefundStaffAction,
  type RefundWay,
} from '@shop/contracts/aftersale';
import type { ListStateOptions } from '@/components/server-table/list-state';

/** The refund list's URL state: `/staff/api/refund/lists` filters under their call names. */
export const REFUND_LIST: ListStateOptions = { filters: ['state'], searchField: 'keyword' };

/** The state tabs: 全部, 待处理, 待买家退货, 待打款, 已退款, 已关闭. */
export const REFUND_TABS = CONSOLE_REFUND_STATES;

/** The complaint list's URL state; no `status` is the server's default, the waiting ones. */
export const COMPLAIN_LIST: ListStateOptions = { filters: ['status'] };
export const COMPLAIN_TABS = ['waiting', 'decided', 'all'] as const;

/**
 * The buttons a staff member is offered: what the server says the refund allows now
 * (`staff_actions`), paying by bank only with `refund.pay`, everything else with `refund.review`.
 */
export function offeredRefundActions(
  actions: readonly RefundStaffAction[],
  may: { review: boolean; pay: boolean },
): RefundStaffAction[] {
  return actions.filter((action) => (action === 'transfer' ? may.pay : may.review));
}

/** Whether a list row waits for the shop: applied, or the return parcel sent, no complaint open. */
export const rowWaitsForShop = (row: Pick<ConsoleRefundRow, 'refund_status' | 'has_complain'>) =>
  !row.has_complain &&
  (row.refund_status === REFUND_STATUS.applied || row.refund_status === REFUND_STATUS.returned);

type AgreeRefund = Pick<
  ConsoleRefundDetail,
  'refund_id' | 'refund_type' | 'refund_ways' | 'default_return_address' | 'return_address'
>;

export type AgreeValues = { refund_way: RefundWay; return_address: string; message: string };

/** A return (退货退款) sends the goods back first: the buyer needs the address to send them to. */
export const needsReturnAddress = (refund: Pick<ConsoleRefundDetail, 'refund_type'>) =>
  refund.refund_type === 2;

/** The agree dialog's first values: the first way the order allows, the shop's return address. */
export const agreeDefaults = (refund: AgreeRefund): AgreeValues => ({
  refund_way: refund.refund_ways[0] ?? 'balance',
  return_address: needsReturnAddress(refund)
    ? refund.return_address || refund.default_return_address
    : '',
  message: '',
});

/** The agree call's body; a money-only refund sends no address. */
export const agreeBody = (refund: AgreeRefund, values: AgreeValues): ConsoleRefundAgreeBody => ({
  refund_id: refund.refund_id,
  refund_way: values.refund_way,
  ...(needsReturnAddress(refund) && { return_address: values.return_address.trim() }),
  message: values.message.trim(),
});

/**
 * What agreeing leads to, told in the dialog: a return waits for the goods; money by bank waits
 * for finance's transfer; any other way goes back at once.
 */
export function agreeOutcome(
  refund: Pick<ConsoleRefundDetail, 'refund_type'>,
  way: RefundWay,
): 'return' | 'bank' | 'now' {
  if (needsReturnAddress(refund)) return 'return';
  return way === 'bank' ? 'bank' : 'now';
}

/**
 * Where a refund is on 申请 → 商家处理 → (买家退货 → 商家收货) → 退款完成: the index of its step,
 * and the step's look: in progress, done, or ended in red at the shop's step (refused, withdrawn).
 */
export function refundStep(refund: Pick<ConsoleRefundDetail, 'refund_status' | 'refund_type'>): {
  steps: readonly ('apply' | 'shop' | 'send_back' | 'receive' | 'done')[];
  current: number;
  status: 'process' | 'finish' | 'error';
} {
  const isReturn = needsReturnAddress(refund);
  const steps = isReturn
    ? (['apply', 'shop', 'send_back', 'receive', 'done'] as const)
    : (['apply', 'shop', 'done'] as const);
  const s = refund.refund_status;
  if (s < 0) return { steps, current: 1, status: 'error' };
  const last = steps.length - 1;
  const reached: Record<number, number> = isReturn
    ? { 1: 1, 2: 2, 3: 3, 4: last, 5: last }
    : { 1: 1, 4: last, 5: last };
  return {
    steps,
    current: reached[s] ?? 1,
    status: s === REFUND_STATUS.refunded ? 'finish' : 'process',
  };
}

export type RefundNotice = 'complaining' | 'deadline' | 'returned' | 'wait_transfer';

/**
 * What the refund waits for, told above its details: the platform while a complaint is open
 * (the shop may only write), the shop before its deadline, the shop's check of the returned
 * goods, or finance's bank transfer.
 */
export function refundNotice(
  refund: Pick<ConsoleRefundDetail, 'refund_status' | 'shop_deadline' | 'complain'>,
): RefundNotice | null {
  if (refund.complain?.status === 1) return 'complaining';
  if (refund.refund_status === REFUND_STATUS.applied && refund.shop_deadline !== null)
    return 'deadline';
  if (refund.refund_status === REFUND_STATUS.returned) return 'returned';
  if (refund.refund_status === REFUND_STATUS.waitTransfer) return 'wait_transfer';
  return null;
}
