import { ADV_KEYWORDS } from '@shop/contracts/site';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import '@/lib/i18n';
import { palette } from '@/app/theme';
import { advDetailQueryOptions } from '../api/get-adv-detail';
import { TopBanner } from './top-banner';

afterEach(cleanup);
const advert = (adv_id: number, url: string) => ({
  adv_id,
  adv_title: `广告${adv_id}`,
  adv_image: `/demo/site/top-banner-${adv_id}.svg`,
  adv_url: { url },
  background: palette.brandDark,
});

function renderBanner(list: ReturnType<typeof advert>[]) {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false } },
  });
  client.setQueryData(advDetailQueryOptions(ADV_KEYWORDS.topBanner).queryKey, {
    adv_position: null,
    adv_list: list,
  });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <TopBanner />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('TopBanner', () => {
  it('renders nothing without adverts', () => {
    const { container } = renderBanner([]);
    expect(container.innerHTML).toBe('');
  });

  it('shows the adverts 70 px high and stays closed for the session once closed', () => {
    sessionStorage.clear();
    renderBanner([advert(1, 'https://example.com/a'), advert(2, '/nowhere')]);
    const banner = screen.getByRole('region', { name: '顶部广告' });
    expect(banner.style.height).toBe('70px');
    expect(screen.getAllByAltText('广告1')[0]!.closest('a')?.getAttribute('href')).toBe(
      'https://example.com/a',
    );
    fireEvent.click(screen.getByRole('button', { name: '关闭广告' }));
    expect(screen.queryByRole('region', { name: '顶部广告' })).toBeNull();
    cleanup();
    renderBanner([advert(1, 'https://example.com/a')]);
    expect(screen.queryByRole('region', { name: '顶部广告' })).toBeNull();
    sessionStorage.clear();
  });
});
