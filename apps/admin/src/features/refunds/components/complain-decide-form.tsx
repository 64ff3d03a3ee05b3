import {
  consoleComplainDecideEndpoint,
  type ConsoleComplainDecideBody,
  type RefundWay,
} from '@shop/contracts/aftersale';
import { Alert, App, Button, Flex, Form, Input, Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { space } from '@/app/theme';
import { useRefundWrite } from '../api/use-refund-write';

const NOTE_MAX = 500;

type Values = Pick<ConsoleComplainDecideBody, 'decision' | 'note' | 'refund_way'>;

/**
 * The platform's ruling on a waiting complaint: 支持买家 (the refund goes ahead) or 支持商家 (the
 * shop's refusal stands), with a note both sides read; for the buyer of an order whose refund may
 * go more than one way (a transfer order: balance or bank), where the money goes back. A ruling
 * is final, so it asks once more; a refusal (already decided, the line changed) shows the
 * server's message above the form.
 */
export function ComplainDecideForm({
  complainId,
  refundWays,
  onDecided,
}: {
  complainId: number;
  /** The ways the order's refunds may go back (the refund detail's refund_ways). */
  refundWays: RefundWay[];
  onDecided: () => void;
}) {
  const { t } = useTranslation('refunds');
  const { modal, message } = App.useApp();
  const decide = useRefundWrite(consoleComplainDecideEndpoint);
  const [form] = Form.useForm<Values>();
  const choosesWay = Form.useWatch('decision', form) === 'buyer' && refundWays.length > 1;
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
            ...(values.decision === 'buyer' && values.refund_way
              ? { refund_way: values.refund_way }
              : {}),
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
      {choosesWay && (
        <Form.Item
          name="refund_way"
          label={t('actions.way')}
          initialValue={refundWays[0]}
          style={{ marginBottom: space.sm }}
        >
          <Radio.Group
            options={refundWays.map((value) => ({ value, label: t(`actions.ways.${value}`) }))}
          />
        </Form.Item>
      )}
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
