import type { Address } from '@shop/contracts/member';
import { Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  ADDRESS_LABEL_SPAN,
  AddressFormFields,
  addressFormValues,
  useSaveAddress,
  type AddressFormValues,
} from './address-form-fields';

// The form's values and body helpers live beside the fields; kept importable from here.
export { addressBody, addressFormValues, type AddressFormValues } from './address-form-fields';

type Props = {
  open: boolean;
  /** The address to edit; null adds a new one. */
  address: Address | null;
  onClose: () => void;
  /** After a successful save, with the saved address's id. */
  onSaved: (id: number) => void;
};

/** 新增/编辑收货地址: name, 11-digit mobile, province/city/district, detail, default flag. */
export function AddressFormModal({ open, address, onClose, onSaved }: Props) {
  const { t } = useTranslation('address');
  const [form] = Form.useForm<AddressFormValues>();
  const { save, pending } = useSaveAddress(address);

  const submit = async (values: AddressFormValues) => {
    const id = await save(values);
    if (id !== null) onSaved(id);
  };

  return (
    <Modal
      open={open}
      title={address ? t('editTitle') : t('addTitle')}
      okText={t('form.save')}
      cancelText={t('form.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={pending}
      destroyOnHidden
      width={560}
    >
      <Form<AddressFormValues>
        form={form}
        layout="horizontal"
        labelCol={{ span: ADDRESS_LABEL_SPAN }}
        wrapperCol={{ span: 18 }}
        initialValues={addressFormValues(address)}
        onFinish={(values) => void submit(values)}
        preserve={false}
        style={{ marginTop: 16 }}
      >
        <AddressFormFields />
      </Form>
    </Modal>
  );
}
