import { describe, expect, it } from 'vitest';
import { orderActionButtons } from './order-actions';

describe('the buttons of an order', () => {
  it('shows what the server allows, urgent first, pay and receipt as primary', () => {
    expect(orderActionButtons(['close', 'pay'])).toEqual([
      { action: 'pay', primary: true, confirm: false },
      { action: 'close', primary: false, confirm: true },
    ]);
    expect(orderActionButtons(['rebuy', 'takedelivery'])).toEqual([
      { action: 'takedelivery', primary: true, confirm: true },
      { action: 'rebuy', primary: false, confirm: false },
    ]);
  });

  it('shows nothing the server did not allow', () => {
    expect(orderActionButtons([])).toEqual([]);
    expect(orderActionButtons(['rebuy']).map((b) => b.action)).toEqual(['rebuy']);
  });

  it('offers 评价 of a completed order, then 追评, before 再次购买', () => {
    expect(orderActionButtons(['rebuy', 'evaluate']).map((b) => b.action)).toEqual([
      'evaluate',
      'rebuy',
    ]);
    expect(orderActionButtons(['rebuy', 'evaluate_again'])).toEqual([
      { action: 'evaluate_again', primary: false, confirm: false },
      { action: 'rebuy', primary: false, confirm: false },
    ]);
  });

  it('offers 查看物流 of a shipped order after 确认收货', () => {
    expect(orderActionButtons(['rebuy', 'logistics', 'takedelivery'])).toEqual([
      { action: 'takedelivery', primary: true, confirm: true },
      { action: 'logistics', primary: false, confirm: false },
      { action: 'rebuy', primary: false, confirm: false },
    ]);
  });
});
