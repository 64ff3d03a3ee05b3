import { MOBILE_PATTERN } from '@shop/contracts/auth';
import type { Address, AddressAddBody } from '@shop/contracts/member';
import { ApiError } from '@shop/web-kit/api';
import { AreaCascader } from '@shop/web-kit/area-picker';
import { Checkbox, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { useAddAddress } from '../api/add-address';
import { useEditAddress } from '../api/edit-address';

export type AddressFormValues = {
  name: string;
  mobile: string;
  region: number[];
  address: string;
  is_default: boolean;
};

/** The form's starting values: the address being edited, or an empty one. */
export function addressFormValues(address: Address | null): AddressFormValues {
  if (!address) return { name: '', mobile: '', region: [], address: '', is_default: false };
  return {
    name: address.name,
    mobile: address.mobile,
    region: [address.province_id, address.city_id, address.district_id].filter((id) => id > 0),
    address: address.address,
    is_default: address.is_default === 1,
  };
}

/** The add/edit body of the typed values (the region is province > city > district). */
export function addressBody(values: AddressFormValues): AddressAddBody {
  const [province_id = 0, city_id = 0, district_id = 0] = values.region;
  return {
    name: values.name.trim(),
    mobile: values.mobile.trim(),
    province_id,
    city_id,
    district_id,
    address: values.address.trim(),
    is_default: values.is_default ? 1 : 0,
  };
}

/**
 * Saves the typed values: edits `address`, or adds a new one when null. Toasts the outcome
 * (a refusal with the server's message) and answers the saved address's id, or null on failure.
 */
export function useSaveAddress(address: Address | null) {
  const { t } = useTranslation('address');
  const add = useAddAddress();
  const edit = useEditAddress();
  const pending = add.isPending || edit.isPending;

  const save = async (values: AddressFormValues): Promise<number | null> => {
    if (pending) return null;
    try {
      const body = addressBody(values);
      const id = address
        ? (await edit.mutateAsync({ id: address.id, ...body }), address.id)
        : await add.mutateAsync(body);
      toast.success(t('saved'));
      return id;
    } catch (error) {
      toast.error(error instanceof ApiError && error.message ? error.message : t('saveFailed'));
      return null;
    }
  };
  return { save, pending };
}

/** Label column span of the fields (the default checkbox is offset by it). */
export const ADDRESS_LABEL_SPAN = 5;

/**
 * The fields of 新增/编辑收货地址 (inside an antd Form of AddressFormValues): name, 11-digit
 * mobile, province/city/district, detail, default flag.
 */
export function AddressFormFields({ labelSpan = ADDRESS_LABEL_SPAN }: { labelSpan?: number }) {
  const { t } = useTranslation('address');
  return (
    <>
      <Form.Item
        name="name"
        label={t('form.name')}
        rules={[
          { required: true, whitespace: true, message: t('errors.name') },
          { max: 30, message: t('errors.nameMax') },
        ]}
      >
        <Input placeholder={t('form.namePlaceholder')} maxLength={30} />
      </Form.Item>
      <Form.Item
        name="mobile"
        label={t('form.mobile')}
        rules={[
          { required: true, whitespace: true, message: t('errors.mobile') },
          { pattern: MOBILE_PATTERN, message: t('errors.mobileInvalid') },
        ]}
      >
        <Input placeholder={t('form.mobilePlaceholder')} maxLength={11} inputMode="numeric" />
      </Form.Item>
      <Form.Item
        name="region"
        label={t('form.region')}
        rules={[
          {
            validator: (_, value: number[] | undefined) =>
              value && value.length === 3
                ? Promise.resolve()
                : Promise.reject(new Error(t('errors.region'))),
          },
        ]}
        required
      >
        <AreaCascader />
      </Form.Item>
      <Form.Item
        name="address"
        label={t('form.address')}
        rules={[
          { required: true, whitespace: true, message: t('errors.address') },
          { max: 120, message: t('errors.addressMax') },
        ]}
      >
        <Input.TextArea
          placeholder={t('form.addressPlaceholder')}
          maxLength={120}
          autoSize={{ minRows: 2, maxRows: 3 }}
        />
      </Form.Item>
      <Form.Item
        name="is_default"
        valuePropName="checked"
        wrapperCol={{ offset: labelSpan, span: 24 - labelSpan - 1 }}
      >
        <Checkbox>{t('form.isDefault')}</Checkbox>
      </Form.Item>
    </>
  );
}
