import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { skuLine } from '../lib/test-lines';
import { CartLineRow } from './cart-line-row';
import { renderWithClient } from './test-server';

afterEach(cleanup);

describe('CartLineRow near-expiry line (ADR 0029)', () => {
  it('shows the same SKU’s near-expiry line with 近效期 and its expiry, the fresh one without', () => {
    renderWithClient(
      <>
        <CartLineRow line={skuLine({ cart_id: 1 })} checked onCheck={() => undefined} />
        <CartLineRow
          line={skuLine({
            cart_id: 2,
            promotion_type: 'wholesale',
            promotion_label: '近效期',
            near_expiry_date: '2027-03-31',
          })}
          checked
          onCheck={() => undefined}
        />
      </>,
    );
    const near = screen.getByTestId('cart-line-2');
    expect(within(near).getByTestId('near-expiry-note').textContent).toBe(
      '近效期效期至 2027-03-31',
    );
    // the badge stands in for the promotion tag: 近效期 once
    expect(within(near).getAllByText('近效期')).toHaveLength(1);
    expect(within(screen.getByTestId('cart-line-1')).queryByTestId('near-expiry-note')).toBeNull();
  });
});
