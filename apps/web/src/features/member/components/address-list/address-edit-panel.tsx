import type { Address } from '@shop/contracts/member';
import { Button, Form, Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '@/components/query-state';
import { palette } from '@/app/theme';
import { useAddressInfo } from '../../api/get-address-info';
import {
  ADDRESS_LABEL_SPAN,
  AddressFormFields,
  addressFormValues,
  useSaveAddress,
  type AddressFormValues,
} from '../address-form-fields';

/** Where the page goes back to. */
export const ADDRESS_LIST_PATH = '/member/delivery_address';

function Frame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation('address');
  return (
    <section
      style={{ background: palette.white, borderTop: `2px solid ${palette.brand}`, minHeight: 480 }}
    >
      <header
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 12,
          padding: '12px 16px',
          borderBottom: `1px solid ${palette.dividerLight}`,
        }}
      >
        <h1 style={{ margin: 0, fontSize: 18, fontWeight: 600 }}>{title}</h1>
        <span style={{ flex: 1 }} />
        <Link to={ADDRESS_LIST_PATH}>{t('editPage.back')}</Link>
      </header>
      <div style={{ padding: '24px 16px' }}>{children}</div>
    </section>
  );
}

function AddressForm({ address, onSaved }: { address: Address | null; onSaved: () => void }) {
  const { t } = useTranslation('address');
  const { save, pending } = useSaveAddress(address);
  return (
    <Form<AddressFormValues>
      layout="horizontal"
      labelCol={{ span: ADDRESS_LABEL_SPAN }}
      wrapperCol={{ span: 12 }}
      initialValues={addressFormValues(address)}
      onFinish={(values) =>
        void save(values).then((id) => {
          if (id !== null) onSaved();
        })
      }
      style={{ maxWidth: 880 }}
    >
      <AddressFormFields />
      <Form.Item wrapperCol={{ offset: ADDRESS_LABEL_SPAN }}>
        <div style={{ display: 'flex', gap: 12 }}>
          <Button type="primary" htmlType="submit" loading={pending} style={{ minWidth: 96 }}>
            {t('form.save')}
          </Button>
          <Link to={ADDRESS_LIST_PATH}>
            <Button style={{ minWidth: 96 }}>{t('form.cancel')}</Button>
          </Link>
        </div>
      </Form.Item>
    </Form>
  );
}

type Props = {
  /** The address to edit; null adds a new one; NaN (a malformed `?id=`) is not found. */
  id: number | null;
  /** After a successful save (the page goes back to the list). */
  onSaved: () => void;
};

/**
 * 新增/编辑收货地址 as a page: the same fields as the checkout's modal. An id that is not the
 * member's shows the server's message with a way back to the list.
 */
export function AddressEditPanel({ id, onSaved }: Props) {
  const { t } = useTranslation('address');
  const valid = id === null || (Number.isInteger(id) && id > 0);
  const info = useAddressInfo(valid ? id : null);
  const title = id === null ? t('titles.addressAdd') : t('titles.addressEdit');

  if (id === null)
    return (
      <Frame title={title}>
        <AddressForm address={null} onSaved={onSaved} />
      </Frame>
    );
  const back = (
    <Link to={ADDRESS_LIST_PATH}>
      <Button type={valid ? 'default' : 'primary'}>{t('editPage.back')}</Button>
    </Link>
  );
  return (
    <Frame title={title}>
      {valid ? (
        <QueryState query={info} rows={5} errorTitle={t('editPage.loadFailed')} errorExtra={back}>
          {(address) => <AddressForm key={address.id} address={address} onSaved={onSaved} />}
        </QueryState>
      ) : (
        <Result status="warning" title={t('editPage.notFound')} extra={back} />
      )}
    </Frame>
  );
}
