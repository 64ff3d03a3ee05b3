import { EVALUATE_CONTENT_MAX, type ConsoleEvaluateRow } from '@shop/contracts/aftersale';
import { Alert, Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { space } from '@/app/theme';

/**
 * The shop's reply to an evaluation (`first`) or to its follow-up (`again`): the buyer's words
 * above, the reply (2-500 characters, the current one to edit) below. `error` is the refusal.
 */
export function ReplyModal({
  row,
  target,
  pending,
  error,
  onSubmit,
  onClose,
}: {
  row: ConsoleEvaluateRow;
  target: 'first' | 'again' | null;
  pending: boolean;
  error: Error | null;
  onSubmit: (content: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('evaluations');
  const [form] = Form.useForm<{ content: string }>();
  const again = target === 'again';
  return (
    <Modal
      open={target !== null}
      title={again ? t('reply.againTitle') : t('reply.title')}
      okText={t('reply.ok')}
      cancelText={t('common:actions.cancel')}
      confirmLoading={pending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {error && (
        <Alert type="error" showIcon title={error.message} style={{ marginBottom: space.md }} />
      )}
      <Typography.Paragraph type="secondary" style={{ whiteSpace: 'pre-wrap' }}>
        {(again ? row.again_content : row.content) || t('noContent')}
      </Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        initialValues={{ content: again ? row.again_explain : row.explain_first }}
        onFinish={(values) => onSubmit(values.content.trim())}
      >
        <Form.Item
          name="content"
          label={t('reply.label')}
          rules={[
            { required: true, whitespace: true, message: t('reply.required') },
            { min: 2, max: EVALUATE_CONTENT_MAX, message: t('reply.length') },
          ]}
        >
          <Input.TextArea rows={4} showCount maxLength={EVALUATE_CONTENT_MAX} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
