import { ORDER_STATUS, type OrderDetail } from '@shop/contracts/order';

export type ProgressStepKey =
  'submit' | 'pay' | 'send' | 'receive' | 'pickup' | 'verify' | 'complete' | 'closed';

export type OrderProgress = {
  steps: { key: ProgressStepKey; time: number | null }[];
  /** The index of the step under way (or the last one when the order is finished or closed). */
  current: number;
  status: 'process' | 'finish' | 'error';
};

/**
 * Log actions that mark each step (the server's order_log.action: create, pay, offline_voucher,
 * deliver, takedelivery, close). Receipt completes the order, so it also dates 完成.
 */
const STEP_ACTIONS: Record<'pay' | 'send' | 'receive' | 'complete', readonly string[]> = {
  pay: ['pay'],
  // A pickup at the store (issue 17) is both the handover and the receipt.
  send: ['deliver', 'pickup'],
  receive: ['takedelivery', 'pickup'],
  complete: ['complete'],
};

type ProgressInput = Pick<
  OrderDetail,
  'order_status' | 'create_time' | 'pay_time' | 'close_time' | 'logs' | 'delivery_type'
>;

/** Orders handed over against a code at the counter (门店自提, virtual goods; issue 17). */
const isCodeDelivery = (deliveryType: string) =>
  deliveryType === 'store' || deliveryType === 'virtual';

/**
 * 提交订单 → 付款 → 发货 → 收货 → 完成, with the time each step happened (from the order and its
 * log); the status says which step is under way. An order handed over against a code has no
 * shipment: 提交订单 → 付款 → 提货 (核销 for virtual goods) → 完成. A closed order shows
 * 提交订单 → 已取消.
 */
export function orderProgress(order: ProgressInput): OrderProgress {
  const timeOf = (step: keyof typeof STEP_ACTIONS) =>
    order.logs.find((log) => STEP_ACTIONS[step].includes(log.action))?.create_time ?? null;
  if (order.order_status === ORDER_STATUS.closed) {
    const closedAt = order.close_time ?? order.logs.at(-1)?.create_time ?? null;
    return {
      steps: [
        { key: 'submit', time: order.create_time },
        { key: 'closed', time: closedAt },
      ],
      current: 1,
      status: 'error',
    };
  }
  const paidAt = order.pay_time ?? timeOf('pay');
  const received = timeOf('receive');
  if (isCodeDelivery(order.delivery_type)) return codeProgress(order, paidAt, received);
  const steps: OrderProgress['steps'] = [
    { key: 'submit', time: order.create_time },
    { key: 'pay', time: paidAt },
    { key: 'send', time: timeOf('send') },
    { key: 'receive', time: received },
    { key: 'complete', time: timeOf('complete') ?? received },
  ];
  const current =
    order.order_status === ORDER_STATUS.waitPay
      ? 1
      : order.order_status === ORDER_STATUS.waitSend
        ? 2
        : order.order_status === ORDER_STATUS.waitConfirm
          ? 3
          : 4;
  const finished = order.order_status === ORDER_STATUS.completed;
  // Times of steps not reached yet are not shown, whatever the log holds.
  return {
    steps: steps.map((s, i) => (i < current || finished ? s : { ...s, time: null })),
    current,
    status: finished ? 'finish' : 'process',
  };
}

/** The progress of an order collected with a code: the handover completes it. */
function codeProgress(
  order: ProgressInput,
  paidAt: number | null,
  collectedAt: number | null,
): OrderProgress {
  const finished = order.order_status === ORDER_STATUS.completed;
  const current = order.order_status === ORDER_STATUS.waitPay ? 1 : finished ? 3 : 2;
  const steps: OrderProgress['steps'] = [
    { key: 'submit', time: order.create_time },
    { key: 'pay', time: paidAt },
    { key: order.delivery_type === 'virtual' ? 'verify' : 'pickup', time: collectedAt },
    { key: 'complete', time: collectedAt },
  ];
  return {
    steps: steps.map((s, i) => (i < current || finished ? s : { ...s, time: null })),
    current,
    status: finished ? 'finish' : 'process',
  };
}

/**
 * The hint under the status name: what happens next (i18n key under order:detail.next). A paid
 * order collected with a code (门店自提, virtual goods) waits for the buyer at the store.
 */
export function nextStepKey(status: number, payReviewing = false, deliveryType = ''): string {
  switch (status) {
    case ORDER_STATUS.waitPay:
      // issue 15: the transfer voucher waits for the shop's finance (待确认收款).
      return payReviewing ? 'reviewing' : 'waitPay';
    case ORDER_STATUS.waitSend:
      return isCodeDelivery(deliveryType) ? 'waitPickup' : 'waitSend';
    case ORDER_STATUS.waitConfirm:
      return 'waitConfirm';
    case ORDER_STATUS.completed:
      return 'completed';
    case ORDER_STATUS.closed:
      return 'closed';
    default:
      return 'other';
  }
}
