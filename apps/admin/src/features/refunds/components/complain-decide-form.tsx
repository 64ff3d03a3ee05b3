import {
  consoleComplainDecideEndpoint,
  type ConsoleComplainDecideBody,
} from '@shop/contracts/aftersale';
import { Alert, App, Button, Flex, Form, Input, Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { space } from '@/app/theme';
import { useRefundWrite } from '../api/use-refund-write';

const NOTE_MAX = 500;

type Values = Pick<ConsoleComplainDecideBody, 'decision' | 'note'>;

/**
 * The platform's ruling on a waiting complaint: 支持买家 (the refund goes ahead) or 支持商家 (the
 * shop's refusal stands), with a note both sides read. A ruling is final, so it asks once more;
 * a refusal (already decided, the line changed) shows the server's message above the form.
 */
export function ComplainDecideForm({
  complainId,
  onDecided,
}: {
  complainId: number;
  onDecided: () => void;
}) {
  const { t } = useTranslation('refunds');
  const { modal, message } = App.useApp();
  const decide = useRefundWrite(consoleComplainDecideEndpoint);
  const [form] = Form.useForm<Values>();
  const submit = (values: Values) =>
    modal.confirm({
      title: t('complaints.form.confirm'),
      content: t('complaints.form.confirm_body', {
        decision: t(`complaints.form.${values.decision}`),
        note: values.note.trim(),
      }),
      okText: t('complaints.form.submit'),
      cancelText: t('common:actions.cancel'),
      onOk: () =>
        decide
          .mutateAsync({
            complain_id: complainId,
            decision: values.decision,
            note: values.note.trim(),
          })
          .then(() => {
            void message.success(t('complaints.form.done'));
            onDecided();
          })
          .catch(() => undefined),
    });
  return (
    <Form
      form={form}
      name="complain-decide"
      layout="vertical"
      onFinish={submit}
      requiredMark={false}
    >
      {decide.error && (
        <Alert
          type="error"
          showIcon
          title={decide.error.message}
          style={{ marginBottom: space.sm }}
        />
      )}
      <Form.Item
        name="decision"
        label={t('complaints.form.decision')}
        rules={[{ required: true, message: t('complaints.form.decision_required') }]}
        style={{ marginBottom: space.sm }}
      >
        <Radio.Group>
          <Radio value="buyer">
            {t('complaints.form.buyer')}{' '}
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('complaints.form.buyer_hint')}
            </Typography.Text>
          </Radio>
          <Radio value="shop">
            {t('complaints.form.shop')}{' '}
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('complaints.form.shop_hint')}
            </Typography.Text>
          </Radio>
        </Radio.Group>
      </Form.Item>
      <Form.Item
        name="note"
        label={t('complaints.form.note')}
        rules={[{ required: true, whitespace: true, message: t('complaints.form.note_required') }]}
        // Room for the character count under the box.
        style={{ marginBottom: space.lg }}
      >
        <Input.TextArea rows={2} maxLength={NOTE_MAX} showCount />
      </Form.Item>
      <Flex justify="flex-end">
        <Button type="primary" htmlType="submit" loading={decide.isPending}>
          {t('complaints.form.submit')}
        </Button>
      </Flex>
    </Form>
  );
}
