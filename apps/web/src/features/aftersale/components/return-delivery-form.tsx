import { EXPRESS_COMPANIES } from '@shop/contracts/order';
import { AutoComplete, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { refusalText } from '@/lib/refusal-text';
import { toast } from '@/lib/toast';
import { useDeliverReturn } from '../api/refund-writes';

type Values = { delivery_company: string; delivery_no: string };

/** 填写退货物流: the parcel the buyer sent back to the shop's return address. */
export function ReturnDeliveryForm({ refundId }: { refundId: number }) {
  const { t } = useTranslation('aftersale');
  const deliver = useDeliverReturn();
  const submit = (values: Values) =>
    deliver
      .mutateAsync({ refund_id: refundId, ...values })
      .then(() => toast.success(t('delivery.done')))
      .catch((error: unknown) => toast.error(refusalText(error, t('delivery.failed'))));
  return (
    <Form<Values> layout="inline" onFinish={(values) => void submit(values)}>
      <Form.Item
        name="delivery_company"
        label={t('delivery.company')}
        rules={[{ required: true, whitespace: true, message: t('delivery.companyRule') }]}
      >
        <AutoComplete
          options={EXPRESS_COMPANIES.map((c) => ({ value: c.name }))}
          filterOption={(input, option) => (option?.value ?? '').includes(input)}
          placeholder={t('delivery.companyPlaceholder')}
          style={{ width: 180 }}
        />
      </Form.Item>
      <Form.Item
        name="delivery_no"
        label={t('delivery.no')}
        rules={[{ required: true, pattern: /^[A-Za-z0-9-]{6,40}$/, message: t('delivery.noRule') }]}
      >
        <Input maxLength={40} style={{ width: 220 }} autoComplete="off" />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" loading={deliver.isPending}>
          {t('delivery.submit')}
        </Button>
      </Form.Item>
    </Form>
  );
}
