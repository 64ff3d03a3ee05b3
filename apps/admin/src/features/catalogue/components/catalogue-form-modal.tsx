import { App, Form, Modal } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The modal form of a catalogue record (category, brand, goods service; issue 25): saves with
 * `save`, says so and closes; a refusal is shown under the name field (`nameField`), where the
 * server's reasons (a name taken, a category that may not hold more) belong.
 */
export function CatalogueFormModal<Values extends object>({
  open,
  title,
  initialValues,
  nameField,
  saving,
  save,
  onClose,
  children,
}: {
  open: boolean;
  title: ReactNode;
  initialValues: Values;
  nameField: keyof Values & string;
  saving: boolean;
  save: (values: Values) => Promise<unknown>;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('catalogue');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();

  async function submit(values: Values) {
    try {
      await save(values);
      void message.success(t('saved'));
      onClose();
    } catch (error) {
      form.setFields([
        { name: nameField, errors: [error instanceof Error ? error.message : String(error)] },
      ] as Parameters<typeof form.setFields>[0]);
    }
  }

  return (
    <Modal
      open={open}
      title={title}
      okText={t('save')}
      cancelText={t('common:actions.cancel')}
      okButtonProps={{ loading: saving }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={initialValues}
        onFinish={(values) => void submit(values)}
      >
        {children}
      </Form>
    </Modal>
  );
}
