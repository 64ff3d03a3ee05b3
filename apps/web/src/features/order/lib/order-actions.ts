import type { OrderAction } from '@shop/contracts/order';

/** How an action's button looks and whether it asks first. */
export type OrderActionButton = {
  action: OrderAction;
  /** The red filled button (立即付款, 确认收货). */
  primary: boolean;
  /** Asks for confirmation before calling the server. */
  confirm: boolean;
};

/** The order the buttons read in, most urgent first (as JD and 1药城 show them). */
const ORDER: readonly OrderAction[] = [
  'pay',
  'takedelivery',
  'logistics',
  'evaluate',
  'evaluate_again',
  'rebuy',
  'close',
];

const PRIMARY = new Set<OrderAction>(['pay', 'takedelivery']);
const CONFIRM = new Set<OrderAction>(['close', 'takedelivery']);

/**
 * The buttons of an order from the server's `actions` (the server decides what the buyer may do;
 * the page only lays it out).
 */
export function orderActionButtons(actions: readonly OrderAction[]): OrderActionButton[] {
  const given = new Set(actions);
  return ORDER.filter((a) => given.has(a)).map((action) => ({
    action,
    primary: PRIMARY.has(action),
    confirm: CONFIRM.has(action),
  }));
}
