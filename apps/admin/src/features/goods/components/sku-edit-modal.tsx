import type { ConsoleGoodsRow, ConsoleSku } from '@shop/contracts/catalogue';
import { YUAN_SIGN } from '@shop/web-kit/money';
import { Alert, App, Descriptions, Form, Input, Modal } from 'antd';
import type { Rule } from 'antd/es/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { space } from '@/app/theme';
import { useEditSku } from '../api/goods-writes';
import {
  skuEditBody,
  skuEditValues,
  skuFieldProblem,
  STOCK_MAX,
  type SkuEditValues,
} from '../sku-edit';

/**
 * Changes one SKU's price, member price and stock. Checks the server's rules before sending and
 * sends only what changed; a refusal (another staff member's change, a rule) shows in the dialog.
 */
export function SkuEditModal({
  target,
  onClose,
}: {
  target: { goods: ConsoleGoodsRow; sku: ConsoleSku } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('goods');
  const { message } = App.useApp();
  const [form] = Form.useForm<SkuEditValues>();
  const edit = useEditSku();
  const [refusal, setRefusal] = useState<string | null>(null);

  const rule =
    (field: keyof SkuEditValues): Rule =>
    ({ getFieldsValue }) => ({
      validator: async () => {
        const typed = getFieldsValue() as Partial<SkuEditValues>;
        const values: SkuEditValues = { price: '', member_price: '', stock: '', ...typed };
        const problem = skuFieldProblem(field, values);
        if (problem)
          throw new Error(
            t(`edit.problems.${problem}`, { max: STOCK_MAX.toLocaleString('en-US') }),
          );
      },
    });

  async function submit(values: SkuEditValues) {
    if (!target) return;
    setRefusal(null);
    const body = skuEditBody(target.sku, values);
    if (!body) {
      void message.info(t('edit.unchanged'));
      onClose();
      return;
    }
    try {
      await edit.mutateAsync(body);
      void message.success(t('edit.done'));
      onClose();
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : String(error));
    }
  }

  return (
    <Modal
      open={target !== null}
      title={t('edit.title')}
      okText={t('actions.save')}
      cancelText={t('common:actions.cancel')}
      confirmLoading={edit.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterClose={() => setRefusal(null)}
      destroyOnHidden
    >
      {target && (
        <Descriptions
          size="small"
          column={1}
          style={{ marginBottom: space.md }}
          items={[
            { key: 'goods', label: t('columns.goods'), children: target.goods.goods_name },
            {
              key: 'spec',
              label: t('columns.spec'),
              children: target.sku.spec_name || target.sku.sku_name,
            },
            { key: 'no', label: t('columns.sku_no'), children: target.sku.sku_no || '-' },
          ]}
        />
      )}
      {refusal && (
        <Alert type="error" showIcon title={refusal} style={{ marginBottom: space.md }} />
      )}
      {target && (
        <Form<SkuEditValues>
          form={form}
          layout="vertical"
          initialValues={skuEditValues(target.sku)}
          onFinish={(values) => void submit(values)}
        >
          <Form.Item
            name="price"
            label={t('columns.price')}
            rules={[rule('price')]}
            dependencies={['member_price']}
          >
            <Input prefix={YUAN_SIGN} inputMode="decimal" maxLength={10} />
          </Form.Item>
          <Form.Item
            name="member_price"
            label={t('columns.member_price')}
            extra={t('edit.member_hint')}
            rules={[rule('member_price')]}
            dependencies={['price']}
          >
            <Input prefix={YUAN_SIGN} inputMode="decimal" maxLength={10} allowClear />
          </Form.Item>
          <Form.Item name="stock" label={t('columns.stock')} rules={[rule('stock')]}>
            <Input inputMode="numeric" maxLength={8} />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
