import { describe, expect, it } from 'vitest';
import { exportFileName } from './download';

describe('exportFileName', () => {
  it('stamps the file with the shop time of the export', () => {
    // 2026-11-26 17:31 UTC is 2026-11-27 01:31 in China.
    expect(exportFileName('orders', 'xlsx', Date.UTC(2026, 10, 26, 17, 31, 40))).toBe(
      'orders-20261127-0131.xlsx',
    );
  });
});
