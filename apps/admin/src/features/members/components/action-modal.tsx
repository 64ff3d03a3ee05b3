import { Alert, Form, Modal, type FormInstance } from 'antd';
import { useState, type ReactNode } from 'react';
import { space } from '@/app/theme';

/**
 * A member action's dialog: a form validated before anything is sent, then `onSubmit` (the call);
 * a refusal shows the server's message in the dialog and keeps it open, success closes it.
 */
export function ActionModal<Values extends object>({
  title,
  open,
  form,
  okText,
  danger,
  onClose,
  onSubmit,
  children,
}: {
  title: ReactNode;
  open: boolean;
  form: FormInstance<Values>;
  okText?: ReactNode;
  danger?: boolean;
  onClose: () => void;
  onSubmit: (values: Values) => Promise<unknown>;
  children: ReactNode;
}) {
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  async function submit() {
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return; // the form shows what is wrong
    }
    setSending(true);
    setRefusal(null);
    try {
      await onSubmit(values);
      onClose();
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : String(error));
    } finally {
      setSending(false);
    }
  }
  return (
    <Modal
      title={title}
      open={open}
      okText={okText}
      okButtonProps={{ danger }}
      confirmLoading={sending}
      onOk={() => void submit()}
      onCancel={onClose}
      afterClose={() => {
        form.resetFields();
        setRefusal(null);
      }}
    >
      {refusal && (
        <Alert type="error" showIcon title={refusal} style={{ marginBottom: space.md }} />
      )}
      <Form form={form} layout="vertical" onFinish={() => void submit()}>
        {children}
      </Form>
    </Modal>
  );
}
