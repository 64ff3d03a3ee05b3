import { App, Checkbox, Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useBatchSaleControl } from '../api/goods-batch';
import { useBuyerTypeOptions } from '../api/get-filter-options';

type Values = { allowed: string[]; view_price: boolean; not_buy_msg: string };

/**
 * Sets the buyer-type sale control (控销) of the chosen goods (issue 25): sold only to the buyer
 * types chosen; no buyer type removes it. Others see the price only when allowed to.
 */
export function SaleControlModal({
  goodsIds,
  open,
  onClose,
}: {
  goodsIds: number[];
  open: boolean;
  onClose: (changed: boolean) => void;
}) {
  const { t } = useTranslation('goods');
  const { message } = App.useApp();
  const labels = useBuyerTypeOptions();
  const save = useBatchSaleControl();
  const [form] = Form.useForm<Values>();

  async function submit(values: Values) {
    try {
      const { changed } = await save.mutateAsync({
        goods_ids: goodsIds,
        allowed_label_ids: values.allowed.map(Number),
        view_price: values.view_price,
        not_buy_msg: values.not_buy_msg.trim(),
      });
      void message.success(t('batch.done', { count: changed }));
      onClose(true);
    } catch (error) {
      void message.error(error instanceof Error ? error.message : String(error));
    }
  }

  return (
    <Modal
      open={open}
      title={t('batch.control.title', { count: goodsIds.length })}
      okText={t('batch.control.save')}
      okButtonProps={{ loading: save.isPending }}
      cancelText={t('common:actions.cancel')}
      onOk={() => form.submit()}
      onCancel={() => onClose(false)}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ allowed: [], view_price: false, not_buy_msg: '' }}
        onFinish={(v) => void submit(v)}
      >
        <Form.Item
          name="allowed"
          label={t('batch.control.allowed')}
          extra={t('batch.control.hint')}
        >
          <Select
            mode="multiple"
            allowClear
            options={labels.data ?? []}
            loading={labels.isPending}
          />
        </Form.Item>
        <Form.Item name="view_price" valuePropName="checked">
          <Checkbox>{t('batch.control.view_price')}</Checkbox>
        </Form.Item>
        <Form.Item name="not_buy_msg" label={t('batch.control.message')}>
          <Input maxLength={40} showCount placeholder={t('batch.control.message_placeholder')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
