import { describe, expect, it } from 'vitest';
import { checkInvoice, EMPTY_INVOICE, type InvoiceFormValues } from './invoice-form';

const values = (over: Partial<InvoiceFormValues>): InvoiceFormValues => ({
  ...EMPTY_INVOICE,
  ...over,
});

const company = values({
  invoice_type: 2,
  invoice_title: '  康源大药房有限公司 ',
  taxpayer_number: '91440101mA5abcde1x',
  register_address: '广州市天河区体育西路1号',
  register_phone: '020-88888888',
  bank_name: '工商银行天河支行',
  bank_account: '6222020200112233445',
});

describe('checkInvoice', () => {
  it('sends no invoice for 不开发票, whatever the hidden fields hold', () => {
    expect(checkInvoice(values({ invoice_title: 'x', bank_account: 'bad' }))).toEqual({
      ok: true,
      invoice: null,
    });
  });

  it('accepts a 普通发票 with only a title (tax number and email optional)', () => {
    expect(checkInvoice(values({ invoice_type: 1, invoice_title: ' 张三 ' }))).toEqual({
      ok: true,
      invoice: { invoice_type: 1, invoice_title: '张三', taxpayer_number: '', invoice_email: '' },
    });
  });

  it('needs a title and a well-formed email on a 普通发票', () => {
    expect(checkInvoice(values({ invoice_type: 1, invoice_email: 'not-an-email' }))).toEqual({
      ok: false,
      errors: {
        invoice_title: 'checkout:invoice.errors.invoice_title',
        invoice_email: 'checkout:invoice.errors.invoice_email',
      },
    });
  });

  it('accepts a complete 增值税专用发票, upper-casing the tax number and trimming', () => {
    const result = checkInvoice(company);
    expect(result).toEqual({
      ok: true,
      invoice: {
        invoice_type: 2,
        invoice_title: '康源大药房有限公司',
        taxpayer_number: '91440101MA5ABCDE1X',
        register_address: '广州市天河区体育西路1号',
        register_phone: '020-88888888',
        bank_name: '工商银行天河支行',
        bank_account: '6222020200112233445',
      },
    });
  });

  it('names every missing or malformed company field of a 增值税专用发票', () => {
    const result = checkInvoice(
      values({
        invoice_type: 2,
        invoice_title: '某公司',
        taxpayer_number: '123',
        bank_account: '12ab',
      }),
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        taxpayer_number: 'checkout:invoice.errors.taxpayer_number',
        register_address: 'checkout:invoice.errors.register_address',
        register_phone: 'checkout:invoice.errors.register_phone',
        bank_name: 'checkout:invoice.errors.bank_name',
        bank_account: 'checkout:invoice.errors.bank_account',
      },
    });
  });

  it.each([
    ['14 characters', '12345678901234', false],
    ['15 characters', '123456789012345', true],
    ['20 characters', '12345678901234567890', true],
    ['21 characters', '123456789012345678901', false],
    ['a symbol', '91440101MA5ABCDE-X', false],
  ])('checks a tax number of %s', (_, taxpayer_number, ok) => {
    expect(checkInvoice({ ...company, taxpayer_number }).ok).toBe(ok);
  });

  it.each([
    ['7 digits', '1234567', false],
    ['8 digits', '12345678', true],
    ['30 digits', '1'.repeat(30), true],
    ['31 digits', '1'.repeat(31), false],
  ])('checks a bank account of %s', (_, bank_account, ok) => {
    expect(checkInvoice({ ...company, bank_account }).ok).toBe(ok);
  });
});
