import {
  EXPRESS_COMPANIES,
  type ConsoleOrderDetail,
  type ExpressCompanyCode,
} from '@shop/contracts/order';
import { shopDate } from '@shop/web-kit/shop-time';
import { Alert, App, Form, Input, InputNumber, Modal, Select, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShipOrder } from '../api/ship-order';
import {
  defaultQuantities,
  linesToShip,
  packageGoods,
  remainingOf,
  type LineBatch,
} from '../ship-lines';
import { BatchNoItem, ExpiryDateItem } from './batch-inputs';

type ShipValues = {
  express_company?: ExpressCompanyCode;
  express_no?: string;
  courier_name?: string;
  courier_mobile?: string;
  lines: Record<string, number | null>;
  batches?: Record<string, LineBatch>;
};

/**
 * 发货 (issue 15): one package of a paid order. An express order takes the company (contracts
 * `EXPRESS_COMPANIES`) and the tracking number, a local delivery the courier's name and mobile;
 * the package holds every unit not shipped yet unless the quantities are lowered (partial
 * shipment: the rest goes in a later package). Each line carries its batch (批号, 有效期至), which
 * a medicine must have (GSP, issue 17). The server's refusal shows in the dialog.
 */
export function ShipModal({
  order,
  open,
  onClose,
}: {
  order: ConsoleOrderDetail;
  open: boolean;
  onClose: () => void;
}) {
  // Mounted per opening: each package starts from what is left now, never from the last form.
  return open ? <ShipDialog order={order} onClose={onClose} /> : null;
}

function ShipDialog({ order, onClose }: { order: ConsoleOrderDetail; onClose: () => void }) {
  const { t } = useTranslation('order');
  const { message } = App.useApp();
  const [form] = Form.useForm<ShipValues>();
  const ship = useShipOrder();
  const lines = linesToShip(order.goods);
  const local = order.delivery_type === 'local';
  const [today] = useState(() => shopDate(Date.now()));
  const inPackage = (id: number) => (form.getFieldValue(['lines', String(id)]) ?? 0) > 0;

  const close = () => {
    ship.reset();
    onClose();
  };

  const submit = (values: ShipValues) => {
    const goods = packageGoods(order.goods, values.lines, values.batches);
    if (goods.length === 0) {
      void message.error(t('ship.nothing'));
      return;
    }
    const carrier = local
      ? { courier_name: values.courier_name, courier_mobile: values.courier_mobile }
      : { express_company: values.express_company, express_no: values.express_no };
    ship.mutate(
      { order_id: order.order_id, ...carrier, goods },
      {
        onSuccess: () => {
          void message.success(t('actions.shipped'));
          close();
        },
      },
    );
  };

  return (
    <Modal
      open
      title={t('actions.ship_title')}
      okText={t('ship.submit')}
      cancelText={t('common:actions.cancel')}
      confirmLoading={ship.isPending}
      onOk={() => form.submit()}
      onCancel={close}
      width={920}
    >
      {ship.error && (
        <Alert type="error" showIcon title={ship.error.message} style={{ marginBottom: 16 }} />
      )}
      <Form<ShipValues>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{ lines: defaultQuantities(order.goods) }}
      >
        {local ? (
          <>
            <Form.Item
              name="courier_name"
              label={t('ship.courier_name')}
              rules={[
                { required: true, whitespace: true, message: t('ship.courier_name_required') },
              ]}
            >
              <Input maxLength={30} />
            </Form.Item>
            <Form.Item
              name="courier_mobile"
              label={t('ship.courier_mobile')}
              rules={[
                { required: true, pattern: /^1\d{10}$/, message: t('ship.courier_mobile_rule') },
              ]}
            >
              <Input maxLength={11} inputMode="numeric" />
            </Form.Item>
          </>
        ) : (
          <>
            <Form.Item
              name="express_company"
              label={t('ship.company')}
              rules={[{ required: true, message: t('ship.company_required') }]}
            >
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                options={EXPRESS_COMPANIES.map((c) => ({ value: c.code, label: c.name }))}
              />
            </Form.Item>
            <Form.Item
              name="express_no"
              label={t('ship.express_no')}
              rules={[
                {
                  required: true,
                  pattern: /^[A-Za-z0-9-]{6,40}$/,
                  message: t('ship.express_no_rule'),
                },
              ]}
            >
              <Input maxLength={40} />
            </Form.Item>
          </>
        )}
        <Typography.Text strong>{t('ship.lines')}</Typography.Text>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
          {t('ship.lines_hint')}
        </Typography.Paragraph>
        <Table
          size="small"
          pagination={false}
          rowKey="order_goods_id"
          dataSource={lines}
          locale={{ emptyText: t('ship.all_shipped') }}
          columns={[
            {
              key: 'sku',
              title: t('detail.sku'),
              render: (_, line) => (
                <>
                  <div>
                    {line.sku_name}
                    {line.is_medicinal && (
                      <Tag color="blue" style={{ marginInlineStart: 6 }}>
                        {t('batch.medicine')}
                      </Tag>
                    )}
                  </div>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {t('ship.line_state', {
                      num: line.num,
                      shipped: line.delivery_num,
                      remaining: remainingOf(line),
                    })}
                  </Typography.Text>
                </>
              ),
            },
            {
              key: 'num',
              title: t('detail.num'),
              width: 140,
              render: (_, line) => (
                <Form.Item name={['lines', String(line.order_goods_id)]} noStyle>
                  <InputNumber
                    min={0}
                    max={remainingOf(line)}
                    precision={0}
                    aria-label={t('ship.line_num', { name: line.sku_name })}
                  />
                </Form.Item>
              ),
            },
            {
              key: 'batch_no',
              title: t('batch.batch_no'),
              width: 190,
              render: (_, line) => (
                <BatchNoItem
                  name={['batches', String(line.order_goods_id)]}
                  goodsName={line.sku_name}
                  required={() => line.is_medicinal && inPackage(line.order_goods_id)}
                  dependencies={[['lines', String(line.order_goods_id)]]}
                  inTable
                />
              ),
            },
            {
              key: 'expiry_date',
              title: t('batch.expiry_date'),
              width: 170,
              render: (_, line) => (
                <ExpiryDateItem
                  name={['batches', String(line.order_goods_id)]}
                  goodsName={line.sku_name}
                  required={() => line.is_medicinal && inPackage(line.order_goods_id)}
                  dependencies={[['lines', String(line.order_goods_id)]]}
                  from={today}
                  inTable
                />
              ),
            },
          ]}
        />
      </Form>
    </Modal>
  );
}
