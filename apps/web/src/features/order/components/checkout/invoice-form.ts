import { InvoiceSchema, type Invoice } from '@shop/contracts/order';

/** 0 不开发票, 1 普通发票, 2 增值税专用发票. */
export type InvoiceKind = 0 | 1 | 2;

/** The invoice fields as typed on the confirmation page (every text may be empty). */
export type InvoiceFormValues = {
  invoice_type: InvoiceKind;
  invoice_title: string;
  taxpayer_number: string;
  invoice_email: string;
  register_address: string;
  register_phone: string;
  bank_name: string;
  bank_account: string;
};

export type InvoiceField = Exclude<keyof InvoiceFormValues, 'invoice_type'>;

export const EMPTY_INVOICE: InvoiceFormValues = {
  invoice_type: 0,
  invoice_title: '',
  taxpayer_number: '',
  invoice_email: '',
  register_address: '',
  register_phone: '',
  bank_name: '',
  bank_account: '',
};

/** The fields each kind asks for, in screen order. */
export const INVOICE_FIELDS: Record<InvoiceKind, InvoiceField[]> = {
  0: [],
  1: ['invoice_title', 'taxpayer_number', 'invoice_email'],
  2: [
    'invoice_title',
    'taxpayer_number',
    'register_address',
    'register_phone',
    'bank_name',
    'bank_account',
  ],
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type InvoiceCheck =
  | { ok: true; invoice: Invoice | null }
  | { ok: false; errors: Partial<Record<InvoiceField, string>> };

/**
 * The invoice to send, checked with the contract's InvoiceSchema (the server's own rule), or the
 * message key of each bad field (`checkout:invoice.errors.<field>`). Tax numbers are upper-cased
 * (buyers type them in lower case); an email, optional, must look like one.
 */
export function checkInvoice(values: InvoiceFormValues): InvoiceCheck {
  if (values.invoice_type === 0) return { ok: true, invoice: null };
  const fields = INVOICE_FIELDS[values.invoice_type];
  const candidate: Record<string, unknown> = { invoice_type: values.invoice_type };
  for (const field of fields) {
    const raw = values[field].trim();
    candidate[field] = field === 'taxpayer_number' ? raw.toUpperCase() : raw;
  }
  const errors: Partial<Record<InvoiceField, string>> = {};
  const parsed = InvoiceSchema.safeParse(candidate);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (typeof field === 'string' && fields.includes(field as InvoiceField))
        errors[field as InvoiceField] ??= `checkout:invoice.errors.${field}`;
    }
  }
  if (
    values.invoice_type === 1 &&
    values.invoice_email.trim() !== '' &&
    !EMAIL.test(values.invoice_email.trim())
  )
    errors.invoice_email = 'checkout:invoice.errors.invoice_email';
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, invoice: parsed.data };
}
