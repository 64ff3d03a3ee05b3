import { Alert, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * A dialog asking for a text of 2-200 characters: the rejection reason the member reads, or the
 * transfer's note (bank serial number) when marking a withdrawal paid. `error` is the refusal.
 */
export function NoteModal({
  open,
  title,
  label,
  okText,
  danger,
  pending,
  error,
  onSubmit,
  onClose,
}: {
  open: boolean;
  title: string;
  label: string;
  okText: string;
  danger?: boolean;
  pending: boolean;
  error: Error | null;
  onSubmit: (text: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('withdraw');
  const [form] = Form.useForm<{ text: string }>();
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      okButtonProps={{ danger }}
      cancelText={t('common:actions.cancel')}
      confirmLoading={pending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {error && <Alert type="error" showIcon title={error.message} style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical" onFinish={(values) => onSubmit(values.text.trim())}>
        <Form.Item
          name="text"
          label={label}
          rules={[
            { required: true, whitespace: true, message: t('actions.noteRequired') },
            { min: 2, max: 200, message: t('actions.noteLength') },
          ]}
        >
          <Input.TextArea rows={3} showCount maxLength={200} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
