import '@/lib/i18n';
import type { Yuan } from '@shop/web-kit/money';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { Price } from './price';

afterEach(cleanup);

const renderPrice = (props: Parameters<typeof Price>[0], path = '/goods-7?sku=3') =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Price {...props} />
    </MemoryRouter>,
  );

describe('Price', () => {
  // Each row: the case, value, original, member; then the whole text and the struck text.
  it.each(
    // prettier-ignore
    [
      ['2 decimals from a short string', '12.5', undefined, false, '¥12.50', null],
      ['2 decimals from a number', 12.5, undefined, false, '¥12.50', null],
      ['exact to the fen: 0.1 + 0.2 is 0.30', 0.1 + 0.2, undefined, false, '¥0.30', null],
      ['zero', '0', undefined, false, '¥0.00', null],
      ['below zero: the sign leads', '-3.5', undefined, false, '-¥3.50', null],
      ['original 15.00 above 12.50: struck', '12.50', '15', false, '¥12.50¥15.00', '¥15.00'],
      ['original equal: not shown', '12.50', '12.5', false, '¥12.50', null],
      ['original lower: not shown', '12.50', '9.99', false, '¥12.50', null],
      ['original null: not shown', '12.50', null, false, '¥12.50', null],
      ['member price with the price struck', '9.00', '10.00', true, '¥9.00会员价 · ¥10.00', '¥10.00'],
      ['member price alone', '9.00', undefined, true, '¥9.00会员价', null],
    ] as [string, Yuan, Yuan | null | undefined, boolean, string, string | null][],
  )('%s', (_case, value, original, member, text, struck) => {
    const { container } = renderPrice({ value, original, member });
    expect(container.textContent).toBe(text);
    expect(container.querySelector('del')?.textContent ?? null).toBe(struck);
  });

  it('prints the same text with emphasis, the ¥ apart from the digits', () => {
    const { container } = renderPrice({ value: '1234.5', emphasis: true, size: 20 });
    expect(container.textContent).toBe('¥1234.50');
    expect(screen.getByText('¥').style.fontSize).toBe('14px');
  });

  it('shows 登录可见 linking to the login and back when the server sent no price', () => {
    const { container } = renderPrice({ value: undefined, original: '10.00', member: true });
    const link = screen.getByRole('link', { name: '登录可见' });
    expect(link.getAttribute('href')).toBe('/login?redirect=%2Fgoods-7%3Fsku%3D3');
    expect(container.textContent).not.toContain('¥');
  });
});
