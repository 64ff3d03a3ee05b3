import type { RefundData, RefundType } from '@shop/contracts/aftersale';
import { yuanToFen } from '@shop/contracts/money';
import { ImageUploadWall } from '@shop/web-kit/upload';
import { formatYuan } from '@shop/web-kit/money';
import { Alert, Button, Form, Input, InputNumber, Radio, Result, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { palette } from '@/app/theme';
import { PanelFrame } from '@/components/panel-frame';
import { QueryState } from '@/components/query-state';
import { refusalText } from '@/lib/refusal-text';
import { toast } from '@/lib/toast';
import { useRefundData } from '../api/get-refunds';
import { uploadRefundImage, useApplyRefund } from '../api/refund-writes';
import { maxRefundYuan } from '../lib/refund-max';
import { ACTIVIST_PATH, refundDetailPath } from '../lib/refund-paths';
import { RefundGoodsCard } from './refund-goods-card';

type Values = {
  refund_type: RefundType;
  num: number;
  refund_money: string;
  reason: string;
  remark: string;
  images: string[];
};

const LABEL_SPAN = 4;
const REMARK_MAX = 200;

function ApplyForm({ orderGoodsId, data }: { orderGoodsId: number; data: RefundData }) {
  const { t } = useTranslation('aftersale');
  const navigate = useNavigate();
  const apply = useApplyRefund();
  const [form] = Form.useForm<Values>();
  // One key per form: a retry after a lost answer is the same application, never a second one.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [uploading, setUploading] = useState(false);
  const num = Form.useWatch('num', form) ?? data.refundable_num;
  const max = maxRefundYuan(data, num);
  // The order's freight goes back only with the request that refunds the whole order.
  const withFreight = Number(data.pool.freight) > 0 && num === data.refundable_num;
  const canReturn = data.refund_types.includes(2);

  const submit = (values: Values) =>
    apply
      .mutateAsync({
        ...values,
        order_goods_id: orderGoodsId,
        idempotency_key: idempotencyKey,
      })
      .then((state) => {
        toast.success(t('apply.done'));
        void navigate(refundDetailPath(state.refund_id), { replace: true });
      })
      .catch((error: unknown) => toast.error(refusalText(error, t('apply.failed'))));

  return (
    <Form<Values>
      form={form}
      labelCol={{ span: LABEL_SPAN }}
      wrapperCol={{ span: 16 }}
      initialValues={{
        refund_type: 1,
        num: data.refundable_num,
        refund_money: maxRefundYuan(data, data.refundable_num),
        remark: '',
        images: [],
      }}
      onValuesChange={(changed: Partial<Values>) => {
        // A new quantity offers its own most, as JD and 1药城 do.
        if (changed.num !== undefined)
          form.setFieldValue('refund_money', maxRefundYuan(data, changed.num));
      }}
      onFinish={(values) => void submit(values)}
      style={{ maxWidth: 880 }}
    >
      <Form.Item name="refund_type" label={t('apply.type')} required>
        <Radio.Group>
          <Space direction="vertical">
            <Radio value={1}>
              {t('types.1')}
              <span style={{ color: palette.textMuted, marginLeft: 8 }}>
                {t('apply.typeMoneyHint')}
              </span>
            </Radio>
            <Radio value={2} disabled={!canReturn}>
              {t('types.2')}
              <span style={{ color: palette.textMuted, marginLeft: 8 }}>
                {canReturn ? t('apply.typeReturnHint') : t('apply.typeReturnUnshipped')}
              </span>
            </Radio>
          </Space>
        </Radio.Group>
      </Form.Item>
      <Form.Item label={t('apply.num')} required>
        <Space>
          <Form.Item name="num" noStyle rules={[{ required: true, message: t('apply.numRule') }]}>
            <InputNumber
              min={1}
              max={data.refundable_num}
              precision={0}
              aria-label={t('apply.num')}
              style={{ width: 120 }}
            />
          </Form.Item>
          <span style={{ color: palette.textMuted }}>
            {t('apply.numHint', { max: data.refundable_num, unit: data.goods.unit })}
          </span>
        </Space>
      </Form.Item>
      <Form.Item label={t('apply.money')} required>
        <Space>
          <Form.Item
            name="refund_money"
            noStyle
            rules={[
              {
                validator: (_, value: string | null | undefined) => {
                  const text = value === null || value === undefined ? '' : String(value);
                  if (!/^\d{1,7}(\.\d{1,2})?$/.test(text))
                    return Promise.reject(new Error(t('apply.moneyRule')));
                  if (yuanToFen(text) > yuanToFen(max))
                    return Promise.reject(new Error(t('apply.moneyOver', { max })));
                  // A money-only refund of nothing would only hold the line (the server refuses it).
                  if (
                    yuanToFen(text) === 0 &&
                    yuanToFen(max) > 0 &&
                    data.point === 0 &&
                    form.getFieldValue('refund_type') === 1
                  )
                    return Promise.reject(new Error(t('apply.moneyZero')));
                  return Promise.resolve();
                },
              },
            ]}
          >
            <InputNumber<string>
              stringMode
              min="0"
              precision={2}
              prefix="¥"
              aria-label={t('apply.money')}
              style={{ width: 160 }}
            />
          </Form.Item>
          <span style={{ color: palette.textMuted }}>
            {withFreight
              ? t('apply.moneyHintFreight', {
                  max: formatYuan(max),
                  freight: formatYuan(data.pool.freight),
                })
              : t('apply.moneyHint', { max: formatYuan(max) })}
          </span>
        </Space>
      </Form.Item>
      {data.point > 0 && (
        <Form.Item label={t('apply.point')}>
          {t('apply.pointHint', { point: data.point })}
        </Form.Item>
      )}
      <Form.Item
        name="reason"
        label={t('apply.reason')}
        rules={[{ required: true, message: t('apply.reasonRule') }]}
      >
        <Select
          placeholder={t('apply.reasonPlaceholder')}
          options={data.reasons.map((r) => ({ value: r, label: r }))}
          style={{ width: 320 }}
        />
      </Form.Item>
      <Form.Item name="remark" label={t('apply.remark')}>
        <Input.TextArea
          rows={4}
          maxLength={REMARK_MAX}
          showCount
          placeholder={t('apply.remarkPlaceholder')}
        />
      </Form.Item>
      <Form.Item name="images" label={t('apply.images')} extra={t('apply.imagesHint')}>
        <ImageUploadWall upload={uploadRefundImage} max={5} onUploadingChange={setUploading} />
      </Form.Item>
      <Form.Item label={t('apply.way')}>
        <span>{t(`ways.${data.refund_way}`)}</span>
      </Form.Item>
      <Form.Item wrapperCol={{ offset: LABEL_SPAN }}>
        <Button
          type="primary"
          htmlType="submit"
          loading={apply.isPending}
          disabled={uploading}
          style={{ minWidth: 140 }}
        >
          {uploading ? t('apply.waitUpload') : t('apply.submit')}
        </Button>
      </Form.Item>
    </Form>
  );
}

/** 申请售后 (issue 17): a refund or a return of some units of one order line. */
export function RefundApplyPanel({ orderGoodsId }: { orderGoodsId: number }) {
  const { t } = useTranslation('aftersale');
  const query = useRefundData(orderGoodsId);
  const back = <Link to={ACTIVIST_PATH}>{t('list.title')}</Link>;
  return (
    <PanelFrame title={t('titles.refund')} extra={back}>
      {Number.isNaN(orderGoodsId) ? (
        <Result status="warning" title={t('apply.lineMissing')} extra={back} />
      ) : (
        <QueryState
          query={query}
          rows={10}
          errorTitle={t('apply.loadFailed')}
          isEmpty={() => false}
        >
          {(data) => (
            <>
              <div
                style={{
                  padding: 16,
                  background: palette.fill,
                  marginBottom: 20,
                  display: 'flex',
                  justifyContent: 'space-between',
                  alignItems: 'center',
                }}
              >
                <RefundGoodsCard goods={data.goods} />
                <div style={{ textAlign: 'right', color: palette.textSecondary }}>
                  {t('apply.linePaid')}
                  <div style={{ color: palette.brand, fontSize: 18, fontWeight: 700 }}>
                    {formatYuan(data.pool.total)}
                  </div>
                </div>
              </div>
              {data.open_refund_id !== null ? (
                <Result
                  status="info"
                  title={t('apply.openExists')}
                  extra={
                    <Link to={refundDetailPath(data.open_refund_id)}>
                      <Button type="primary">{t('apply.seeOpen')}</Button>
                    </Link>
                  }
                />
              ) : data.refundable_num === 0 ? (
                <Result status="info" title={t('apply.nothingLeft')} extra={back} />
              ) : (
                <>
                  <Alert
                    type="info"
                    showIcon
                    title={t('apply.notes')}
                    style={{ marginBottom: 20 }}
                  />
                  <ApplyForm orderGoodsId={orderGoodsId} data={data} />
                </>
              )}
            </>
          )}
        </QueryState>
      )}
    </PanelFrame>
  );
}
