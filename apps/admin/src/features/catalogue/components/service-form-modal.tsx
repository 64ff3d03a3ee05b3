import type { ConsoleService } from '@shop/contracts/catalogue';
import { App, Form, Input, InputNumber, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAddService, useEditService } from '../api/catalogue-console';
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
  const { message } = App.useApp();
  const add = useAddService();
  const edit = useEditService();
  const [form] = Form.useForm<Values>();
  const row = editing === 'new' ? null : editing;

  async function submit(values: Values) {
    try {
      if (row) await edit.mutateAsync({ id: row.id, ...values });
      else await add.mutateAsync(values);
      void message.success(t('saved'));
      onClose();
    } catch (error) {
      form.setFields([
        { name: 'service_name', errors: [error instanceof Error ? error.message : String(error)] },
      ]);
    }
  }

  return (
    <Modal
      open={editing !== null}
      title={row ? t('service.edit') : t('service.add')}
      okText={t('save')}
      cancelText={t('common:actions.cancel')}
      okButtonProps={{ loading: add.isPending || edit.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{
          service_name: row?.service_name ?? '',
          service_name_en: row?.service_name_en ?? '',
          description: row?.description ?? '',
          description_en: row?.description_en ?? '',
          icon: row?.icon ?? '',
          sort: row?.sort ?? 0,
        }}
        onFinish={(v) => void submit(v)}
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
      </Form>
    </Modal>
  );
}
