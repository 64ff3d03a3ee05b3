import type { ConsoleService } from '@shop/contracts/catalogue';
import { Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAddService, useEditService } from '../api/catalogue-console';
import { CatalogueFormModal } from './catalogue-form-modal';
import { ImageField } from './image-field';

type Values = Omit<ConsoleService, 'id' | 'goods_count'>;

/** Adds a goods service (`editing` 'new') or edits one: names and descriptions in both languages, icon. */
export function ServiceFormModal({
  editing,
  onClose,
}: {
  editing: ConsoleService | 'new' | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('catalogue');
  const add = useAddService();
  const edit = useEditService();
  const row = editing === 'new' ? null : editing;

  return (
    <CatalogueFormModal<Values>
      open={editing !== null}
      title={row ? t('service.edit') : t('service.add')}
      nameField="service_name"
      saving={add.isPending || edit.isPending}
      save={(values) =>
        row ? edit.mutateAsync({ id: row.id, ...values }) : add.mutateAsync(values)
      }
      onClose={onClose}
      initialValues={{
        service_name: row?.service_name ?? '',
        service_name_en: row?.service_name_en ?? '',
        description: row?.description ?? '',
        description_en: row?.description_en ?? '',
        icon: row?.icon ?? '',
        sort: row?.sort ?? 0,
      }}
    >
      <Form.Item
        name="service_name"
        label={t('service.name')}
        rules={[{ required: true, whitespace: true, message: t('service.name_required') }]}
      >
        <Input maxLength={30} />
      </Form.Item>
      <Form.Item name="service_name_en" label={t('service.name_en')}>
        <Input maxLength={60} />
      </Form.Item>
      <Form.Item name="description" label={t('service.description')}>
        <Input.TextArea maxLength={200} rows={2} />
      </Form.Item>
      <Form.Item name="description_en" label={t('service.description_en')}>
        <Input.TextArea maxLength={200} rows={2} />
      </Form.Item>
      <Form.Item name="icon" label={t('service.icon')}>
        <ImageField />
      </Form.Item>
      <Form.Item name="sort" label={t('sort')}>
        <InputNumber min={0} max={9999} precision={0} />
      </Form.Item>
    </CatalogueFormModal>
  );
}
