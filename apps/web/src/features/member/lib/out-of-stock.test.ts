import { describe, expect, it } from 'vitest';
import { contactOf, STATUS_DISPLAY, toOutOfStockBody } from './out-of-stock';

describe('out-of-stock form', () => {
  it('trims the texts and sends empty optional fields as empty strings', () => {
    expect(
      toOutOfStockBody({
        goods_name: '  阿莫西林胶囊 ',
        quantity: 20,
        contact_name: ' 王药师',
        mobile: '13912345678 ',
        specification: undefined,
        remark: '  ',
      }),
    ).toEqual({
      goods_name: '阿莫西林胶囊',
      specification: '',
      manufacturer: '',
      quantity: 20,
      contact_name: '王药师',
      mobile: '13912345678',
      remark: '',
    });
  });

  it('pre-fills a member contact with the real name, else the nickname, and a valid mobile', () => {
    expect(
      contactOf({ realname: '张建华', nickname: '康源大药房', mobile: '13800138001' }),
    ).toEqual({ contact_name: '张建华', mobile: '13800138001' });
    expect(contactOf({ realname: '', nickname: '康源大药房', mobile: '' })).toEqual({
      contact_name: '康源大药房',
    });
    expect(contactOf(undefined)).toEqual({});
  });

  it('shows each status with its own label and colour', () => {
    expect(STATUS_DISPLAY[0]).toEqual({ key: 'registered', color: 'processing' });
    expect(STATUS_DISPLAY[1]).toEqual({ key: 'stocked', color: 'success' });
    expect(STATUS_DISPLAY[2]).toEqual({ key: 'unavailable', color: 'default' });
  });
});
