import { Alert, App, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePickupOrder } from '../api/pickup-order';

/** 提货核销 (issue 15): the buyer's pickup code hands a paid store-pickup order over. */
export function PickupModal({
  orderId,
  open,
  onClose,
}: {
  orderId: number;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('order');
  const { message } = App.useApp();
  const [form] = Form.useForm<{ pickup_code: string }>();
  const pickup = usePickupOrder();
  const close = () => {
    pickup.reset();
    onClose();
  };
  return (
    <Modal
      open={open}
      title={t('actions.pickup_title')}
      okText={t('actions.pickup')}
      cancelText={t('common:actions.cancel')}
      confirmLoading={pickup.isPending}
      onOk={() => form.submit()}
      onCancel={close}
      destroyOnHidden
    >
      {pickup.error && (
        <Alert type="error" showIcon title={pickup.error.message} style={{ marginBottom: 16 }} />
      )}
      <Form
        form={form}
        layout="vertical"
        onFinish={(values) =>
          pickup.mutate(
            { order_id: orderId, pickup_code: values.pickup_code.trim() },
            {
              onSuccess: () => {
                void message.success(t('actions.picked_up'));
                close();
              },
            },
          )
        }
      >
        <Form.Item
          name="pickup_code"
          label={t('actions.pickup_code')}
          extra={t('actions.pickup_hint')}
          rules={[
            { required: true, pattern: /^\s*\d{6,12}\s*$/, message: t('actions.pickup_hint') },
          ]}
        >
          <Input maxLength={12} inputMode="numeric" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
