import type { PackageGoods } from '@shop/contracts/order';
import { Alert, App, Form, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSetBatch } from '../api/set-batch';
import { BatchNoItem, ExpiryDateItem } from './batch-inputs';

type BatchValues = { batch: { batch_no?: string; expiry_date?: string } };

/**
 * 编辑批号 (issue 17): corrects the batch number and expiry date of a shipped package line. A
 * medicine keeps both; no expiry date before the day the package left (`shippedOn`) is offered.
 */
export function BatchModal({
  line,
  medicinal,
  shippedOn,
  onClose,
}: {
  line: PackageGoods;
  medicinal: boolean;
  shippedOn: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('order');
  const { message } = App.useApp();
  const [form] = Form.useForm<BatchValues>();
  const save = useSetBatch();
  const submit = (values: BatchValues) =>
    save.mutate(
      {
        package_goods_id: line.package_goods_id,
        batch_no: values.batch.batch_no?.trim() ?? '',
        expiry_date: values.batch.expiry_date ?? '',
      },
      {
        onSuccess: () => {
          void message.success(t('batch.saved'));
          onClose();
        },
      },
    );
  return (
    <Modal
      open
      title={t('batch.edit_title')}
      okText={t('batch.save')}
      cancelText={t('common:actions.cancel')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      {save.error && (
        <Alert type="error" showIcon title={save.error.message} style={{ marginBottom: 16 }} />
      )}
      <Typography.Paragraph>
        {line.sku_name} {line.spec_name}
        <Typography.Text type="secondary">
          {' '}
          {t('detail.package_num', { num: line.num })}
        </Typography.Text>
      </Typography.Paragraph>
      <Form<BatchValues>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{ batch: { batch_no: line.batch_no, expiry_date: line.expiry_date } }}
      >
        <BatchNoItem name={['batch']} goodsName={line.sku_name} required={() => medicinal} />
        <ExpiryDateItem
          name={['batch']}
          goodsName={line.sku_name}
          required={() => medicinal}
          from={shippedOn}
        />
      </Form>
    </Modal>
  );
}
