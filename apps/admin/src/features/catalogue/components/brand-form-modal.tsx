import type { ConsoleBrand } from '@shop/contracts/catalogue';
import { Form, Input, InputNumber, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAddBrand, useEditBrand } from '../api/catalogue-console';
import { CatalogueFormModal } from './catalogue-form-modal';
import { ImageField } from './image-field';

type Values = {
  brand_name: string;
  brand_initial: string;
  image_url: string;
  sort: number;
  is_recommend: boolean;
};

/** Adds a brand (`editing` 'new') or edits one: name, initial (from pinyin when left empty), logo. */
export function BrandFormModal({
  editing,
  onClose,
}: {
  editing: ConsoleBrand | 'new' | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('catalogue');
  const add = useAddBrand();
  const edit = useEditBrand();
  const row = editing === 'new' ? null : editing;

  return (
    <CatalogueFormModal<Values>
      open={editing !== null}
      title={row ? t('brand.edit') : t('brand.add')}
      nameField="brand_name"
      saving={add.isPending || edit.isPending}
      save={(values) =>
        row ? edit.mutateAsync({ brand_id: row.brand_id, ...values }) : add.mutateAsync(values)
      }
      onClose={onClose}
      initialValues={{
        brand_name: row?.brand_name ?? '',
        brand_initial: row?.brand_initial ?? '',
        image_url: row?.image_url ?? '',
        sort: row?.sort ?? 0,
        is_recommend: row?.is_recommend ?? false,
      }}
    >
      <Form.Item
        name="brand_name"
        label={t('brand.name')}
        rules={[{ required: true, whitespace: true, message: t('brand.name_required') }]}
      >
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item
        name="brand_initial"
        label={t('brand.initial')}
        extra={t('brand.initial_hint')}
        rules={[{ pattern: /^[A-Za-z#]?$/, message: t('brand.initial_invalid') }]}
      >
        <Input maxLength={1} style={{ width: 80, textTransform: 'uppercase' }} />
      </Form.Item>
      <Form.Item name="image_url" label={t('brand.logo')}>
        <ImageField />
      </Form.Item>
      <Form.Item name="sort" label={t('sort')}>
        <InputNumber min={0} max={9999} precision={0} />
      </Form.Item>
      <Form.Item name="is_recommend" label={t('brand.recommend')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </CatalogueFormModal>
  );
}
