import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { GoodsKeyFacts } from './goods-key-facts';
import { renderAtSku, visitorDetail } from './test-fixtures';

afterEach(cleanup);

describe('GoodsKeyFacts', () => {
  it('shows maker, approval number, validity and production date beside the buy box', () => {
    renderAtSku(<GoodsKeyFacts goods={visitorDetail()} />);
    const facts = screen.getByRole('region', { name: '主要信息' });
    for (const text of ['生产厂家', '仁泽药业有限公司', '批准文号', '国药准字Z20096623'])
      expect(within(facts).getByText(text)).toBeTruthy();
    for (const text of ['有效期', '36个月', '生产日期', '2026-04-10'])
      expect(within(facts).getByText(text)).toBeTruthy();
  });

  it('calls it 保质期 for goods that are not medicines, from the validity days', () => {
    renderAtSku(
      <GoodsKeyFacts
        goods={visitorDetail({
          is_medicinal: 0,
          validity_days: 720,
          attr: { ...visitorDetail().attr, attr_validity: '', attr_production_date: '' },
        })}
      />,
    );
    const facts = screen.getByRole('region', { name: '主要信息' });
    expect(within(facts).getByText('保质期')).toBeTruthy();
    expect(within(facts).getByText('720天')).toBeTruthy();
    expect(within(facts).getByText('-')).toBeTruthy();
  });

  it('shows the expiry of the batch that ships when the shop keeps batches (issue 26)', () => {
    renderAtSku(<GoodsKeyFacts goods={visitorDetail({ nearest_expiry: '2026-12-31' })} />);
    const facts = screen.getByRole('region', { name: '主要信息' });
    expect(within(facts).getByText('批次效期')).toBeTruthy();
    expect(within(facts).getByText('2026-12-31')).toBeTruthy();
  });

  it('shows no batch expiry for goods without batches', () => {
    renderAtSku(<GoodsKeyFacts goods={visitorDetail()} />);
    expect(screen.queryByText('批次效期')).toBeNull();
  });
});
