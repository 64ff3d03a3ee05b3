import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { GoodsPricePanel } from './goods-price-panel';
import { memberDetail, renderAtSku, visitorDetail } from './test-fixtures';

afterEach(cleanup);

const panel = () => screen.getByRole('region', { name: '价格' });
const seckill = {
  promotion_id: 1,
  kind: 'seckill' as const,
  name: '限时秒杀',
  // Shop (China) wall-clock times, shown as such whatever the browser zone.
  start_time: Date.parse('2026-11-01T00:00:00+08:00'),
  end_time: Date.parse('2026-12-21T22:19:00+08:00'),
  promotion_price: '10.60',
  goods_min: 2,
  goods_limit: 5,
  num_multiple: 1,
  price_json: [],
  is_ladder: 0,
  ladder_json: [],
};

describe('GoodsPricePanel', () => {
  it('shows a visitor 登录可见 linking to login and back, and no price at all', () => {
    renderAtSku(<GoodsPricePanel goods={visitorDetail()} />);
    const link = within(panel()).getByRole('link', { name: '登录可见' });
    expect(link.getAttribute('href')).toBe(`/login?redirect=${encodeURIComponent('/sku-5')}`);
    expect(panel().textContent).not.toContain('¥');
    expect(screen.queryByTestId('promotion-terms')).toBeNull();
  });

  it('shows a member the price, the struck market price, sales and evaluations', () => {
    renderAtSku(<GoodsPricePanel goods={memberDetail()} />);
    const text = panel().textContent;
    expect(text).toContain('¥10.90');
    expect(text).toContain('¥14.00');
    expect(text).toContain('累计销量 6817');
    expect(text).toContain('累计评价 9');
  });

  it('shows the member price when lower, with the price struck through', () => {
    renderAtSku(<GoodsPricePanel goods={memberDetail({ member_price: '9.80' })} />);
    expect(panel().textContent).toContain('¥9.80');
    expect(panel().textContent).toContain('会员价 · ¥10.90');
  });

  it('shows a running seckill with its price, minimum, limit and end time', () => {
    renderAtSku(<GoodsPricePanel goods={memberDetail({ promotion_info: seckill })} />);
    const terms = screen.getByTestId('promotion-terms').textContent;
    expect(terms).toContain('秒杀');
    expect(terms).toContain('秒杀价¥10.60');
    expect(terms).toContain('限时秒杀');
    expect(terms).toContain('2026-12-21 22:19 结束');
    expect(terms).toContain('2盒起购（低于2盒不享受优惠），限购5盒');
  });

  it('shows wholesale tiers as a table of quantities and unit prices', () => {
    renderAtSku(
      <GoodsPricePanel
        goods={memberDetail({
          promotion_info: {
            ...seckill,
            kind: 'wholesale',
            name: '阶梯批发价',
            promotion_price: null,
            goods_min: 1,
            goods_limit: 0,
            price_json: [
              { num: 10, limit_num: 0, price: '11.80' },
              { num: 100, limit_num: 300, price: '10.80' },
            ],
          },
        })}
      />,
    );
    const table = screen.getByRole('table', { name: '阶梯价' });
    const cells = within(table)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual(['≥10盒', '≥100盒（限300盒）', '¥11.80', '¥10.80']);
  });

  it('shows a blocked member the not_buy_msg and no price or promotion', () => {
    renderAtSku(
      <GoodsPricePanel
        goods={visitorDetail({
          sale_control: { is_member_by: false, view_price: false, not_buy_msg: '仅限医疗机构采购' },
          promotion_info: seckill,
        })}
      />,
    );
    expect(panel().textContent).toContain('仅限医疗机构采购');
    expect(panel().textContent).not.toContain('¥');
    expect(screen.queryByTestId('promotion-terms')).toBeNull();
  });
});
