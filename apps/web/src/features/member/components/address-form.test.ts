import type { Address } from '@shop/contracts/member';
import { AddressAddBodySchema } from '@shop/contracts/member';
import { describe, expect, it } from 'vitest';
import { addressBody, addressFormValues } from './address-form-modal';
import { visibleAddresses } from './address-picker';

const address = (id: number, over: Partial<Address> = {}): Address => ({
  id,
  name: '张三',
  mobile: '13800000000',
  telephone: '',
  province_id: 330000,
  city_id: 330100,
  district_id: 330106,
  address: '文三路 1 号',
  full_address: '浙江省 杭州市 西湖区',
  is_default: 0,
  ...over,
});

describe('address form', () => {
  it('starts an edit from the address, region as province > city > district', () => {
    expect(addressFormValues(address(1, { is_default: 1 }))).toEqual({
      name: '张三',
      mobile: '13800000000',
      region: [330000, 330100, 330106],
      address: '文三路 1 号',
      is_default: true,
    });
    expect(addressFormValues(null).region).toEqual([]);
  });

  it('sends a body the contract accepts, trimmed', () => {
    const body = addressBody({
      name: ' 李四 ',
      mobile: '13900139000 ',
      region: [110000, 110100, 110101],
      address: ' 人民路 8 号 ',
      is_default: false,
    });
    expect(body).toEqual({
      name: '李四',
      mobile: '13900139000',
      province_id: 110000,
      city_id: 110100,
      district_id: 110101,
      address: '人民路 8 号',
      is_default: 0,
    });
    expect(AddressAddBodySchema.safeParse(body).success).toBe(true);
  });
});

describe('visibleAddresses', () => {
  const list = [1, 2, 3, 4, 5, 6].map((id) => address(id));

  it('shows the first four, bringing the chosen one in front when it is further down', () => {
    expect(visibleAddresses(list, 2, false).map((a) => a.id)).toEqual([1, 2, 3, 4]);
    expect(visibleAddresses(list, 6, false).map((a) => a.id)).toEqual([6, 1, 2, 3]);
  });

  it('shows all when unfolded', () => {
    expect(visibleAddresses(list, 6, true)).toHaveLength(6);
  });
});
