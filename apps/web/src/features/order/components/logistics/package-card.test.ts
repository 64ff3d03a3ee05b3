import type { OrderPackage } from '@shop/contracts/order';
import { describe, expect, it } from 'vitest';
import { carrierFields } from './package-card';

const pkg = (over: Partial<OrderPackage>): OrderPackage => ({
  package_id: 1,
  delivery_type: 'express',
  express_company: 'SF',
  express_company_name: '顺丰速运',
  express_no: 'SF1234567890',
  courier_name: '',
  courier_mobile: '',
  create_time: 0,
  goods: [],
  ...over,
});

describe('how a package travels', () => {
  it('an express parcel shows its company name and tracking number', () => {
    expect(carrierFields(pkg({}))).toEqual([
      { key: 'company', value: '顺丰速运' },
      { key: 'expressNo', value: 'SF1234567890' },
    ]);
    expect(carrierFields(pkg({ express_company_name: '' }))[0]!.value).toBe('SF');
  });

  it('a local delivery shows its courier, a pickup says so', () => {
    expect(
      carrierFields(
        pkg({ delivery_type: 'local', courier_name: '王师傅', courier_mobile: '13900001111' }),
      ),
    ).toEqual([{ key: 'courier', value: '王师傅 13900001111' }]);
    expect(carrierFields(pkg({ delivery_type: 'store' }))).toEqual([{ key: 'pickup', value: '' }]);
  });
});
