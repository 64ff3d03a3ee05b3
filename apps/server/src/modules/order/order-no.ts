import { newTradeNo } from '../../lib/trade-no';

/** An order number or payment number (out_trade_no); recharges use the same form (issue 16). */
export const newOrderNo = newTradeNo;
export const newOutTradeNo = newTradeNo;
