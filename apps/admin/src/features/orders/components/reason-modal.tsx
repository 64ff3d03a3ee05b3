import { Alert, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * A dialog asking why (驳回 a voucher, 关闭订单): a required reason of at most 200 characters
 * (contracts `ReasonSchema`), the buyer reads it. `error` is the server's refusal.
 */
export function ReasonModal({
  open,
  title,
  label,
  placeholder,
  okText,
  pending,
  error,
  onSubmit,
  onClose,
}: {
  open: boolean;
  title: string;
  label: string;
  placeholder?: string;
  okText: string;
  pending: boolean;
  error: Error | null;
  onSubmit: (reason: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('order');
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      okButtonProps={{ danger: true }}
      cancelText={t('common:actions.cancel')}
      confirmLoading={pending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {error && <Alert type="error" showIcon title={error.message} style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical" onFinish={(values) => onSubmit(values.reason.trim())}>
        <Form.Item
          name="reason"
          label={label}
          rules={[
            { required: true, whitespace: true, message: t('actions.reason_required') },
            { max: 200, message: t('actions.reason_max') },
          ]}
        >
          <Input.TextArea rows={3} showCount maxLength={200} placeholder={placeholder} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
