import { MOBILE_PATTERN } from '@shop/contracts/auth';
import { OUT_OF_STOCK_QUANTITY_MAX } from '@shop/contracts/catalogue';
import { ApiError } from '@shop/web-kit/api';
import { Button, Form, Input, InputNumber, Space } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { useAddOutOfStock } from '../api/add-out-of-stock';
import { toOutOfStockBody, type OutOfStockFormValues } from '../lib/out-of-stock';

type OutOfStockFormProps = {
  /** A member's contact to start with (re-applied after a reset). */
  contact: { contact_name?: string; mobile?: string };
  /** A goods name to start with (e.g. the keyword a search found nothing for). */
  goodsName?: string | undefined;
};

const half = { flex: '1 1 calc(50% - 12px)', minWidth: 0 } as const;

/** The 缺货登记 form: what is missing, how many, and whom to tell when it arrives. */
export function OutOfStockForm({ contact, goodsName }: OutOfStockFormProps) {
  const { t } = useTranslation('out-of-stock');
  const [form] = Form.useForm<OutOfStockFormValues>();
  const add = useAddOutOfStock();
  const { contact_name: contactName, mobile } = contact;

  // The member's details arrive after the first render: fill the fields the buyer left empty.
  useEffect(() => {
    const empty = (name: 'contact_name' | 'mobile') => !form.getFieldValue(name);
    form.setFieldsValue({
      ...(contactName && empty('contact_name') ? { contact_name: contactName } : {}),
      ...(mobile && empty('mobile') ? { mobile } : {}),
    });
  }, [form, contactName, mobile]);

  const reset = () => {
    form.resetFields();
    form.setFieldsValue({ goods_name: '', contact_name: contactName, mobile });
  };

  const submit = async (values: OutOfStockFormValues) => {
    try {
      await add.mutateAsync(toOutOfStockBody(values));
      toast.success(t('form.success'));
      reset();
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : t('form.failed'));
    }
  };

  const required = (label: string) => ({
    required: true,
    whitespace: true,
    message: t('form.required', { label }),
  });
  const max = (n: number) => ({ max: n, message: t('form.tooLong', { max: n }) });

  return (
    <Form<OutOfStockFormValues>
      form={form}
      layout="vertical"
      requiredMark
      initialValues={{ goods_name: goodsName ?? '', quantity: 1, ...contact }}
      onFinish={(values) => void submit(values)}
      style={{ display: 'flex', flexWrap: 'wrap', columnGap: 24 }}
    >
      <Form.Item
        name="goods_name"
        label={t('form.goodsName')}
        rules={[required(t('form.goodsName')), max(120)]}
        style={half}
      >
        <Input placeholder={t('form.goodsNamePlaceholder')} maxLength={120} />
      </Form.Item>
      <Form.Item
        name="specification"
        label={t('form.specification')}
        rules={[max(80)]}
        style={half}
      >
        <Input placeholder={t('form.specificationPlaceholder')} maxLength={80} />
      </Form.Item>
      <Form.Item name="manufacturer" label={t('form.manufacturer')} rules={[max(100)]} style={half}>
        <Input placeholder={t('form.manufacturerPlaceholder')} maxLength={100} />
      </Form.Item>
      <Form.Item
        name="quantity"
        label={t('form.quantity')}
        rules={[
          { required: true, message: t('form.quantityRange', { max: OUT_OF_STOCK_QUANTITY_MAX }) },
        ]}
        style={half}
      >
        <InputNumber
          min={1}
          max={OUT_OF_STOCK_QUANTITY_MAX}
          precision={0}
          style={{ width: '100%' }}
        />
      </Form.Item>
      <Form.Item
        name="contact_name"
        label={t('form.contactName')}
        rules={[required(t('form.contactName')), max(30)]}
        style={half}
      >
        <Input placeholder={t('form.contactNamePlaceholder')} maxLength={30} />
      </Form.Item>
      <Form.Item
        name="mobile"
        label={t('form.mobile')}
        rules={[
          required(t('form.mobile')),
          { pattern: MOBILE_PATTERN, message: t('form.mobileInvalid') },
        ]}
        style={half}
      >
        <Input placeholder={t('form.mobilePlaceholder')} maxLength={11} inputMode="numeric" />
      </Form.Item>
      <Form.Item
        name="remark"
        label={t('form.remark')}
        rules={[max(200)]}
        style={{ flex: '1 1 100%' }}
      >
        <Input.TextArea
          placeholder={t('form.remarkPlaceholder')}
          maxLength={200}
          showCount
          autoSize={{ minRows: 2, maxRows: 4 }}
        />
      </Form.Item>
      <Form.Item style={{ flex: '1 1 100%', marginBottom: 0 }}>
        <Space>
          <Button type="primary" htmlType="submit" loading={add.isPending}>
            {t('form.submit')}
          </Button>
          <Button onClick={reset}>{t('form.reset')}</Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
