import type { GoodsFacets } from '@shop/contracts/catalogue';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '@/lib/i18n';
import { EMPTY_LIST_QUERY, type ListQuery } from '../../lib/list-query';
import { FilterPanel } from './filter-panel';
import { SortBar } from './sort-bar';

afterEach(cleanup);

const FACETS: GoodsFacets = {
  brands: [
    { brand_id: 15, brand_name: '仁泽', count: 4 },
    { brand_id: 31, brand_name: '春晖', count: 2 },
  ],
  manufacturers: [{ manufacturer: '仁泽药业有限公司', count: 4 }],
};
const query: ListQuery = { ...EMPTY_LIST_QUERY, keyword: 'amxl', brand_id: 15 };

function renderPanel(isMember: boolean, onChange = vi.fn()) {
  render(
    <MemoryRouter initialEntries={['/list?keyword=amxl&brand_id=15']}>
      <FilterPanel
        query={query}
        facets={FACETS}
        categories={[{ category_id: 1, level: 1, category_name: '中西成药', count: 21 }]}
        isMember={isMember}
        onChange={onChange}
      />
      <SortBar query={query} count={21} pageCount={2} isMember={isMember} onChange={onChange} />
    </MemoryRouter>,
  );
  return onChange;
}

describe('FilterPanel and SortBar', () => {
  it('offers categories, brands and manufacturers as links that keep the other filters', () => {
    renderPanel(false);
    const category = screen.getByRole('link', { name: /中西成药/ });
    expect(category.getAttribute('href')).toBe(
      '/list?keyword=amxl&category_id=1&level=1&brand_id=15',
    );
    const brands = within(screen.getByRole('group', { name: '品牌' }));
    // The chosen brand is marked; a click on it removes the filter.
    const chosen = brands.getByRole('link', { name: /^仁泽/ });
    expect(chosen.getAttribute('aria-current')).toBe('true');
    expect(chosen.getAttribute('href')).toBe('/list?keyword=amxl');
    expect(brands.getByRole('link', { name: /^春晖/ }).getAttribute('href')).toBe(
      '/list?keyword=amxl&brand_id=31',
    );
  });

  it('shows a visitor no price range, promotion or price sort, and a login link instead', () => {
    renderPanel(false);
    expect(screen.queryByRole('group', { name: '价格区间' })).toBeNull();
    expect(screen.queryByRole('group', { name: '促销' })).toBeNull();
    expect(screen.queryByRole('button', { name: /价格/ })).toBeNull();
    expect(screen.getByRole('link', { name: '去登录' }).getAttribute('href')).toBe(
      `/login?redirect=${encodeURIComponent('/list?keyword=amxl&brand_id=15')}`,
    );
    expect(
      within(screen.getByRole('group', { name: '排序' }))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['综合', '销量', '新品']);
  });

  it('lets a member filter by a price range and a promotion kind, from page 1', () => {
    const onChange = renderPanel(true);
    fireEvent.change(screen.getByRole('textbox', { name: '最低价' }), { target: { value: '30' } });
    fireEvent.change(screen.getByRole('textbox', { name: '最高价' }), { target: { value: '5.5' } });
    fireEvent.click(screen.getByRole('button', { name: '确 定' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...query, min_price: '5.5', max_price: '30' });
    fireEvent.click(within(screen.getByRole('group', { name: '促销' })).getByText('特价'));
    expect(onChange).toHaveBeenLastCalledWith({ ...query, promotion_kind: 'discount' });
  });

  it('refuses a malformed price', () => {
    const onChange = renderPanel(true);
    fireEvent.change(screen.getByRole('textbox', { name: '最低价' }), {
      target: { value: '1.234' },
    });
    expect(screen.getByText('请输入正确的价格（最多两位小数）')).toBeTruthy();
    expect(screen.getByRole('button', { name: '确 定' })).toHaveProperty('disabled', true);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('sorts a member by price low to high first', () => {
    const onChange = renderPanel(true);
    fireEvent.click(screen.getByRole('button', { name: '价格' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...query, order: 'price', sort: 'asc' });
    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...query, page: 2 });
  });
});
