import { consoleRefundAgreeEndpoint, type ConsoleRefundDetail } from '@shop/contracts/aftersale';
import { Alert, App, Descriptions, Form, Input, Modal, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { space } from '@/app/theme';
import { Money } from '@/components/money';
import { useRefundWrite } from '../api/use-refund-write';
import {
  agreeBody,
  agreeDefaults,
  agreeOutcome,
  needsReturnAddress,
  type AgreeValues,
} from '../refund-rules';

const ADDRESS_MAX = 300;
const MESSAGE_MAX = 500;

/**
 * 同意 a refund request: where the money goes back (the ways the order's payment allows; by bank
 * finance pays by transfer), for a return the address the buyer sends the goods to (the shop's
 * default return address first, required), and an optional word to the buyer. The dialog says
 * what agreeing leads to; a refusal (另一位员工已处理) shows the server's message.
 */
export function AgreeModal({
  refund,
  open,
  onClose,
}: {
  refund: ConsoleRefundDetail;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('refunds');
  const { message } = App.useApp();
  const agree = useRefundWrite(consoleRefundAgreeEndpoint);
  const [form] = Form.useForm<AgreeValues>();
  const way = Form.useWatch('refund_way', form) ?? agreeDefaults(refund).refund_way;
  const close = () => {
    agree.reset();
    onClose();
  };
  return (
    <Modal
      open={open}
      title={t('actions.agree_title')}
      okText={t('actions.agree_ok')}
      cancelText={t('common:actions.cancel')}
      confirmLoading={agree.isPending}
      onOk={() => form.submit()}
      onCancel={close}
      destroyOnHidden
      width={560}
    >
      {agree.error && (
        <Alert
          type="error"
          showIcon
          title={agree.error.message}
          style={{ marginBottom: space.md }}
        />
      )}
      <Descriptions size="small" column={1} style={{ marginBottom: space.md }}>
        <Descriptions.Item label={t('detail.refund_no')}>{refund.refund_no}</Descriptions.Item>
        <Descriptions.Item label={t('detail.goods')}>
          {refund.goods.sku_name} × {refund.num} {refund.goods.unit}
        </Descriptions.Item>
        <Descriptions.Item label={t('detail.type')}>{refund.refund_type_name}</Descriptions.Item>
        <Descriptions.Item label={t('detail.apply_money')}>
          <Money value={refund.apply_money} />
        </Descriptions.Item>
      </Descriptions>
      <Form
        form={form}
        name="refund-agree"
        layout="vertical"
        initialValues={agreeDefaults(refund)}
        onFinish={(values) =>
          agree.mutate(agreeBody(refund, values), {
            onSuccess: () => {
              void message.success(t('actions.agreed'));
              close();
            },
          })
        }
      >
        <Form.Item name="refund_way" label={t('actions.way')} rules={[{ required: true }]}>
          <Radio.Group
            options={refund.refund_ways.map((value) => ({
              value,
              label: t(`actions.ways.${value}`),
            }))}
          />
        </Form.Item>
        {needsReturnAddress(refund) && (
          <Form.Item
            name="return_address"
            label={t('actions.return_address')}
            rules={[
              { required: true, whitespace: true, message: t('actions.return_address_required') },
            ]}
          >
            <Input.TextArea
              rows={2}
              maxLength={ADDRESS_MAX}
              showCount
              placeholder={t('actions.return_address_placeholder')}
            />
          </Form.Item>
        )}
        <Form.Item name="message" label={t('actions.message')}>
          <Input.TextArea rows={2} maxLength={MESSAGE_MAX} showCount />
        </Form.Item>
      </Form>
      <Alert type="info" showIcon title={t(`actions.outcome.${agreeOutcome(refund, way)}`)} />
    </Modal>
  );
}
