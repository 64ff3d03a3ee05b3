import type { ConsoleCategory } from '@shop/contracts/catalogue';
import { Form, Input, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAddCategory, useEditCategory } from '../api/catalogue-console';
import { CatalogueFormModal } from './catalogue-form-modal';
import { ImageField } from './image-field';

type Values = { category_name: string; short_name: string; image: string; is_show: boolean };

/** Adds a category under `parent` (null: first level) or edits `editing`; errors beside fields. */
export function CategoryFormModal({
  target,
  onClose,
}: {
  target: { editing: ConsoleCategory } | { parent: ConsoleCategory | null } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('catalogue');
  const add = useAddCategory();
  const edit = useEditCategory();
  const editing = target && 'editing' in target ? target.editing : null;
  const parent = target && 'parent' in target ? target.parent : null;

  return (
    <CatalogueFormModal<Values>
      open={target !== null}
      title={
        editing
          ? t('category.edit')
          : parent
            ? t('category.add_child', { name: parent.category_name })
            : t('category.add_root')
      }
      nameField="category_name"
      saving={add.isPending || edit.isPending}
      save={(values) =>
        editing
          ? edit.mutateAsync({ category_id: editing.category_id, ...values })
          : add.mutateAsync({ pid: parent?.category_id ?? 0, ...values })
      }
      onClose={onClose}
      initialValues={{
        category_name: editing?.category_name ?? '',
        short_name: editing?.short_name ?? '',
        image: editing?.image ?? '',
        is_show: editing?.is_show ?? true,
      }}
    >
      <Form.Item
        name="category_name"
        label={t('category.name')}
        rules={[{ required: true, whitespace: true, message: t('category.name_required') }]}
      >
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item name="short_name" label={t('category.short_name')}>
        <Input maxLength={20} />
      </Form.Item>
      <Form.Item name="image" label={t('category.image')}>
        <ImageField />
      </Form.Item>
      <Form.Item name="is_show" label={t('category.is_show')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </CatalogueFormModal>
  );
}
