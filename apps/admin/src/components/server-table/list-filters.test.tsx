import { renderPage } from '@shop/web-kit/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DateRangeFilter, SelectFilter } from './list-filters';
import type { ListStateOptions } from './list-state';
import { useListState } from './use-list-state';

const OPTIONS: ListStateOptions = { filters: ['status', 'start_date', 'end_date'] };

function Filters() {
  const list = useListState(OPTIONS);
  return (
    <>
      <SelectFilter
        list={list}
        name="status"
        placeholder="订单状态"
        options={[
          { value: 'reviewing', label: '待确认收款' },
          { value: 'waitsend', label: '待发货' },
        ]}
      />
      <DateRangeFilter list={list} from="start_date" to="end_date" label="下单时间" />
    </>
  );
}

describe('list filters', () => {
  it('show the filters the address holds', () => {
    renderPage(<Filters />, {
      url: '/orders?status=waitsend&start_date=2026-11-01&end_date=2026-11-26',
    });
    expect(screen.getByText('待发货')).toBeTruthy();
    expect(screen.getByDisplayValue('2026-11-01')).toBeTruthy();
    expect(screen.getByDisplayValue('2026-11-26')).toBeTruthy();
  });

  it('write a choice to the address and back to page 1', async () => {
    const { location } = renderPage(<Filters />, { url: '/orders?page=3' });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '订单状态' }));
    fireEvent.click(await screen.findByText('待确认收款'));
    await waitFor(() => expect(location()).toBe('/orders?status=reviewing'));
  });
});
