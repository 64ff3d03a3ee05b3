import { consoleRefundMessageEndpoint } from '@shop/contracts/aftersale';
import { Alert, App, Button, Flex, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { space } from '@/app/theme';
import { useRefundWrite } from '../api/use-refund-write';

const MESSAGE_MAX = 500;

/** The shop's message in the refund's conversation; the buyer reads it on the refund's page. */
export function RefundMessageForm({ refundId }: { refundId: number }) {
  const { t } = useTranslation('refunds');
  const { message } = App.useApp();
  const send = useRefundWrite(consoleRefundMessageEndpoint);
  const [form] = Form.useForm<{ message: string }>();
  return (
    <Form
      form={form}
      name="refund-message"
      onFinish={(values) =>
        send.mutate(
          { refund_id: refundId, message: values.message.trim() },
          {
            onSuccess: () => {
              form.resetFields();
              void message.success(t('conversation.sent'));
            },
          },
        )
      }
    >
      {send.error && (
        <Alert
          type="error"
          showIcon
          title={send.error.message}
          style={{ marginBottom: space.sm }}
        />
      )}
      <Form.Item
        name="message"
        rules={[{ required: true, whitespace: true, message: t('conversation.required') }]}
        // Room for the character count under the box.
        style={{ marginBottom: space.lg }}
      >
        <Input.TextArea
          rows={3}
          maxLength={MESSAGE_MAX}
          showCount
          placeholder={t('conversation.placeholder')}
          aria-label={t('conversation.label')}
        />
      </Form.Item>
      <Flex justify="flex-end">
        <Button type="primary" htmlType="submit" loading={send.isPending}>
          {t('conversation.send')}
        </Button>
      </Flex>
    </Form>
  );
}
