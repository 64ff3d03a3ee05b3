import type { EvaluateInfo, EvaluateLine } from '@shop/contracts/aftersale';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import '@/lib/i18n';
import { EvaluateAddForm } from './evaluate-add-form';

const line = (id: number, name: string, refunded: boolean): EvaluateLine => ({
  order_goods_id: id,
  goods_id: id,
  sku_id: id,
  sku_name: name,
  sku_image: '',
  spec_name: '',
  num: 2,
  price: '12.50',
  refunded,
  evaluate: null,
});

const INFO: EvaluateInfo = {
  order_id: 7,
  order_no: '20261127000001',
  shop_name: '康源医药自营',
  order_status: 10,
  is_evaluate: 0,
  state: 'add',
  evaluate_audit: false,
  list: [line(31, '阿莫西林胶囊', false), line(32, '布洛芬缓释胶囊', true)],
};

describe('the evaluation form of an order with a wholly refunded line', () => {
  it('rates the other lines and says the refunded one needs no rating', () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <App>
          <MemoryRouter>
            <EvaluateAddForm info={INFO} onDone={() => undefined} />
          </MemoryRouter>
        </App>
      </QueryClientProvider>,
    );
    const refunded = screen.getByRole('article', { name: '布洛芬缓释胶囊' });
    expect(within(refunded).getByText('该商品已全部退款，无需评价')).toBeTruthy();
    expect(within(refunded).queryByLabelText('布洛芬缓释胶囊 商品评分')).toBeNull();
    const rated = screen.getByRole('article', { name: '阿莫西林胶囊' });
    expect(within(rated).getByLabelText('阿莫西林胶囊 商品评分')).toBeTruthy();
    expect(within(rated).queryByText('该商品已全部退款，无需评价')).toBeNull();
  });
});
