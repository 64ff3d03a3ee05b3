import type { ConsoleOrderDetail } from '@shop/contracts/order';
import { fakeServer, renderPage } from '@shop/web-kit/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { offeredActions } from './order-actions';
import { ShipModal } from './ship-modal';

const line = (id: number, name: string, num: number, shipped: number, medicinal = false) =>
  ({
    order_goods_id: id,
    sku_name: name,
    num,
    delivery_num: shipped,
    is_medicinal: medicinal,
  }) as ConsoleOrderDetail['goods'][number];

const order = (goods: ConsoleOrderDetail['goods']) =>
  ({
    order_id: 7,
    delivery_type: 'express',
    goods,
  }) as ConsoleOrderDetail;

describe('ShipModal', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('ships what is asked of the lines left and shows the server refusal', async () => {
    const server = fakeServer({
      '/staff/api/order/ship': () => ({ code: -1, message: '该订单当前不能发货', data: null }),
    });
    renderPage(
      <ShipModal
        order={order([line(1, '感冒灵', 5, 0), line(2, '板蓝根', 3, 3), line(3, '维C', 4, 1)])}
        open
        onClose={() => undefined}
      />,
    );
    // Only the lines with units left, everything left by default.
    expect(screen.queryByLabelText('板蓝根 本次发货数量')).toBeNull();
    expect(screen.getByLabelText('维C 本次发货数量')).toHaveProperty('value', '3');
    fireEvent.change(screen.getByLabelText('感冒灵 本次发货数量'), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('维C 本次发货数量'), { target: { value: '0' } });
    fireEvent.mouseDown(screen.getByLabelText('快递公司'));
    fireEvent.click(await screen.findByTitle('顺丰速运'));
    fireEvent.change(screen.getByLabelText('快递单号'), { target: { value: 'SF12345678' } });
    fireEvent.click(screen.getByRole('button', { name: '确认发货' }));
    expect(await screen.findByText('该订单当前不能发货')).toBeTruthy();
    const body = JSON.parse(server.mock.calls[0]?.[1].body as string) as Record<string, unknown>;
    expect(body).toMatchObject({
      order_id: 7,
      express_company: 'SF',
      express_no: 'SF12345678',
      goods: [{ order_goods_id: 1, num: 2 }],
    });
  }, 20_000);

  it('asks a medicine in the package for its batch and sends it with the line', async () => {
    const server = fakeServer({
      '/staff/api/order/ship': () => ({ code: 0, data: { package_id: 3, order_status: 3 } }),
    });
    renderPage(
      <ShipModal
        order={order([line(1, '阿莫西林胶囊', 2, 0, true), line(2, '医用口罩', 5, 0)])}
        open
        onClose={() => undefined}
      />,
    );
    fireEvent.mouseDown(screen.getByLabelText('快递公司'));
    fireEvent.click(await screen.findByTitle('顺丰速运'));
    fireEvent.change(screen.getByLabelText('快递单号'), { target: { value: 'SF12345678' } });
    fireEvent.click(screen.getByRole('button', { name: '确认发货' }));
    expect(await screen.findByText('药品请填写批号')).toBeTruthy();
    expect(screen.getByText('药品请选择有效期')).toBeTruthy();
    // The device needs none.
    expect(screen.getAllByText(/药品请/)).toHaveLength(2);
    expect(server).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('阿莫西林胶囊 批号'), { target: { value: 'B 1' } });
    expect(await screen.findByText('批号为字母、数字，可含 - / .，最多 40 位')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('阿莫西林胶囊 批号'), { target: { value: 'B240301' } });
    const expiry = screen.getByLabelText('阿莫西林胶囊 有效期至');
    fireEvent.mouseDown(expiry);
    fireEvent.change(expiry, { target: { value: '2099-06-30' } });
    fireEvent.keyDown(expiry, { key: 'Enter', code: 'Enter' });
    fireEvent.click(screen.getByRole('button', { name: '确认发货' }));
    await waitFor(() => expect(server).toHaveBeenCalled());
    const body = JSON.parse(server.mock.calls[0]?.[1].body as string) as Record<string, unknown>;
    expect(body.goods).toEqual([
      { order_goods_id: 1, num: 2, batch_no: 'B240301', expiry_date: '2099-06-30' },
      { order_goods_id: 2, num: 5 },
    ]);
  }, 20_000);

  it('asks for the company and a valid tracking number before sending', async () => {
    const server = fakeServer({});
    renderPage(<ShipModal order={order([line(1, '感冒灵', 5, 0)])} open onClose={() => {}} />);
    fireEvent.change(screen.getByLabelText('快递单号'), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: '确认发货' }));
    await waitFor(() => expect(screen.getByText('请选择快递公司')).toBeTruthy());
    expect(screen.getByText('请输入 6-40 位字母、数字或短横线')).toBeTruthy();
    expect(server).not.toHaveBeenCalled();
  });
});

describe('offeredActions', () => {
  const all = { review: true, fulfil: true };
  const pay = (status: number) => ({ status }) as ConsoleOrderDetail['payment'];

  it('offers each action in its state to the permission that takes it', () => {
    const reviewing = { state: 'reviewing', delivery_type: 'express', payment: pay(2) } as const;
    expect(offeredActions(reviewing, all)).toMatchObject({
      confirm: true,
      reject: true,
      close: false,
    });
    expect(offeredActions(reviewing, { review: false, fulfil: true }).confirm).toBe(false);
    const paid = { state: 'waitsend', delivery_type: 'express', payment: pay(1) } as const;
    expect(offeredActions(paid, all)).toMatchObject({ ship: true, pickup: false, confirm: false });
    expect(offeredActions({ ...paid, delivery_type: 'store' }, all)).toMatchObject({
      ship: false,
      pickup: true,
    });
    expect(offeredActions(paid, { review: true, fulfil: false }).ship).toBe(false);
    const unpaid = { state: 'waitpay', delivery_type: 'express', payment: pay(0) } as const;
    expect(offeredActions(unpaid, all)).toMatchObject({ close: true, confirm: false });
  });
});
