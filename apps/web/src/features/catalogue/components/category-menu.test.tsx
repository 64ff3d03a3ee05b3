import type { CategoryTree } from '@shop/contracts/catalogue';
import type { CategoryConfig } from '@shop/contracts/site';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import '@/lib/i18n';
import { defaultImagesQueryOptions } from '@/lib/default-images';
import { categoryConfigQueryOptions } from '../api/get-category-config';
import { categoryTreeQueryOptions } from '../api/get-category-tree';
import { CategoryMenu } from './category-menu';

afterEach(cleanup);

const node = (category_id: number, level: number, name: string, child_list: never[] = []) => ({
  category_id,
  pid: 0,
  level,
  category_name: name,
  short_name: '',
  image: '',
  child_list,
});

const tree = [
  {
    ...node(1, 1, '中西成药'),
    child_list: ['抗感染药', '感冒用药', '解热镇痛', '消化系统', '心脑血管'].map((name, i) => ({
      ...node(10 + i, 2, name),
      child_list: i === 0 ? [node(100, 3, '青霉素类'), node(101, 3, '头孢菌素类')] : [],
    })),
  },
  {
    ...node(2, 1, '医疗器械'),
    child_list: [{ ...node(20, 2, '家用检测'), child_list: [node(200, 3, '血压计')] }],
  },
] as CategoryTree;

function renderMenu(config: CategoryConfig, pinned = true) {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false } },
  });
  client.setQueryData(categoryTreeQueryOptions().queryKey, tree);
  client.setQueryData(categoryConfigQueryOptions().queryKey, config);
  client.setQueryData(defaultImagesQueryOptions().queryKey, {
    default_category_img: '/default-category.svg',
  } as never);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <CategoryMenu pinned={pinned} height={440} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return screen.getByRole('navigation', { name: '全部商品分类' });
}

const linkHref = (scope: HTMLElement, name: string) =>
  within(scope).getByRole('link', { name }).getAttribute('href');

describe('CategoryMenu', () => {
  it('style 3 shows the first 3 second-level categories inline, linked to the goods list', () => {
    const menu = renderMenu({ category: 3, img: 0 });
    expect(linkHref(menu, '中西成药')).toBe('/list?category_id=1&level=1');
    expect(linkHref(menu, '抗感染药')).toBe('/list?category_id=10&level=2');
    expect(within(menu).queryByRole('link', { name: '解热镇痛' })).not.toBeNull();
    expect(within(menu).queryByRole('link', { name: '消化系统' })).toBeNull();
  });

  it('style 3 opens a fly-out with second and third levels for the hovered category', () => {
    const menu = renderMenu({ category: 3, img: 0 });
    fireEvent.mouseEnter(within(menu).getByRole('link', { name: '中西成药' }).closest('li')!);
    expect(linkHref(menu, '头孢菌素类')).toBe('/list?category_id=101&level=3');
    expect(within(menu).getAllByRole('link', { name: /消化系统/ })).toHaveLength(1);
  });

  it('style 2 shows no inline categories and a fly-out of the second level only', () => {
    const menu = renderMenu({ category: 2, img: 0 });
    expect(within(menu).queryByRole('link', { name: '抗感染药' })).toBeNull();
    fireEvent.mouseEnter(within(menu).getByRole('link', { name: '医疗器械' }).closest('li')!);
    expect(linkHref(menu, '家用检测')).toBe('/list?category_id=20&level=2');
    expect(within(menu).queryByRole('link', { name: '血压计' })).toBeNull();
  });

  it('style 1 lists the first level only', () => {
    const menu = renderMenu({ category: 1, img: 1 });
    fireEvent.mouseEnter(within(menu).getByRole('link', { name: '医疗器械' }).closest('li')!);
    expect(
      within(menu)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['中西成药', '医疗器械']);
  });

  it('shows category images only with the img flag, falling back to the default image', () => {
    renderMenu({ category: 1, img: 1 });
    const images = document.querySelectorAll('nav img');
    expect(images).toHaveLength(2);
    expect(images[0]!.getAttribute('src')).toBe('/default-category.svg');
    cleanup();
    renderMenu({ category: 1, img: 0 });
    expect(document.querySelectorAll('nav img')).toHaveLength(0);
  });

  it('opens on hover when not pinned', () => {
    const client = new QueryClient({
      defaultOptions: { queries: { staleTime: Infinity, retry: false } },
    });
    client.setQueryData(categoryTreeQueryOptions().queryKey, tree);
    client.setQueryData(categoryConfigQueryOptions().queryKey, { category: 3, img: 0 });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <CategoryMenu height={440} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.queryByRole('navigation', { name: '全部商品分类' })).toBeNull();
    fireEvent.mouseEnter(screen.getByText('全部商品分类').parentElement!);
    expect(screen.getByRole('navigation', { name: '全部商品分类' })).toBeTruthy();
  });
});
