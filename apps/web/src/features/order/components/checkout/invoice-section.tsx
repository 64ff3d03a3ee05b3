import { Form, Input, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  checkInvoice,
  INVOICE_FIELDS,
  type InvoiceField,
  type InvoiceFormValues,
  type InvoiceKind,
} from './invoice-form';

const MAX_LENGTH: Record<InvoiceField, number> = {
  invoice_title: 100,
  taxpayer_number: 20,
  invoice_email: 100,
  register_address: 120,
  register_phone: 20,
  bank_name: 60,
  bank_account: 30,
};

type Props = {
  value: InvoiceFormValues;
  onChange: (value: InvoiceFormValues) => void;
  /** After a submit was refused: every bad field shows its message, not only the visited ones. */
  showAllErrors: boolean;
};

/**
 * 发票: none, 普通发票 (title, optional taxpayer number and email) or 增值税专用发票 (the company's
 * title, taxpayer number, registered address and phone, bank and account), each field checked
 * by the contract's InvoiceSchema as the server will (shown once the field is left).
 */
export function InvoiceSection({ value, onChange, showAllErrors }: Props) {
  const { t } = useTranslation('checkout');
  const [visited, setVisited] = useState<ReadonlySet<InvoiceField>>(new Set());
  const kind = value.invoice_type;
  const check = checkInvoice(value);
  const errorOf = (field: InvoiceField) => {
    const key = check.ok ? undefined : check.errors[field];
    return key && (showAllErrors || visited.has(field)) ? t(key) : undefined;
  };
  const required = (field: InvoiceField) =>
    field === 'invoice_title' || (kind === 2 && field !== 'invoice_email');
  const placeholder = (field: InvoiceField) =>
    kind === 2 && field === 'invoice_title'
      ? t('invoice.placeholders.companyTitle')
      : kind === 2 && field === 'taxpayer_number'
        ? t('invoice.placeholders.companyTaxpayer')
        : t(`invoice.placeholders.${field}`);

  return (
    <Form layout="horizontal" labelCol={{ flex: '110px' }} style={{ padding: '4px 0' }}>
      <Radio.Group
        aria-label={t('invoice.title')}
        optionType="button"
        value={kind}
        onChange={(event) =>
          onChange({ ...value, invoice_type: event.target.value as InvoiceKind })
        }
        options={([0, 1, 2] as const).map((k) => ({ value: k, label: t(`invoice.types.${k}`) }))}
        style={{ marginBottom: kind === 0 ? 0 : 16 }}
      />
      {kind !== 0 && (
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, 460px)', columnGap: 24 }}>
          {INVOICE_FIELDS[kind].map((field) => {
            const error = errorOf(field);
            const id = `invoice-${field}`;
            return (
              <Form.Item
                key={field}
                label={t(`invoice.fields.${field}`)}
                htmlFor={id}
                required={required(field)}
                validateStatus={error ? 'error' : undefined}
                help={error}
              >
                <Input
                  id={id}
                  value={value[field]}
                  maxLength={MAX_LENGTH[field]}
                  placeholder={placeholder(field)}
                  onChange={(event) => onChange({ ...value, [field]: event.target.value })}
                  onBlur={() => setVisited((all) => new Set(all).add(field))}
                />
              </Form.Item>
            );
          })}
        </div>
      )}
    </Form>
  );
}
