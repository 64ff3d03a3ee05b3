import type { GoodsEditorOptions } from '@shop/contracts/catalogue';
import { Button, Card, Form, Input, InputNumber, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { YUAN_SIGN } from '@shop/web-kit/money';
import { codeRule, moneyRule, notAbovePriceRule } from '../../editor/field-rules';
import type { SkuRowValues } from '../../editor/sku-grid';
import { SkuPricesModal } from './sku-prices-modal';
import { SpecAxes } from './spec-axes';

const cell = { style: { marginBottom: 0 } };

/**
 * 规格与价格: the axes, and one row per combination with its prices, stock, warning stock and
 * SKU number; buyer-type, level and tier prices in a dialog per row (issue 25).
 */
export function SkuSection({ options }: { options: GoodsEditorOptions }) {
  const { t } = useTranslation('goods-editor');
  const form = Form.useFormInstance();
  const skus =
    (Form.useWatch('skus', { form, preserve: true }) as SkuRowValues[] | undefined) ?? [];
  const [pricing, setPricing] = useState<number | null>(null);
  const specOf = (row: SkuRowValues | undefined) =>
    row?.spec_values.join(' / ') || t('sku.default');
  const money = (index: number, name: string, optional: boolean, capped = false) => (
    <Form.Item
      {...cell}
      name={['skus', index, name]}
      dependencies={capped ? [['skus', index, 'price']] : undefined}
      rules={[
        moneyRule(t, optional),
        ...(capped
          ? [
              notAbovePriceRule(
                t,
                () => (form.getFieldValue(['skus', index, 'price']) as string) ?? '',
              ),
            ]
          : []),
      ]}
    >
      <Input
        prefix={YUAN_SIGN}
        inputMode="decimal"
        maxLength={10}
        aria-label={`${specOf(skus[index])} ${t(`sku.${name}`)}`}
      />
    </Form.Item>
  );
  const count = (index: number, name: string) => (
    <Form.Item
      {...cell}
      name={['skus', index, name]}
      rules={[
        {
          required: true,
          type: 'integer',
          min: 0,
          message: t('problems.required', { field: t(`sku.${name}`) }),
        },
      ]}
    >
      <InputNumber
        min={0}
        precision={0}
        style={{ width: '100%' }}
        aria-label={`${specOf(skus[index])} ${t(`sku.${name}`)}`}
      />
    </Form.Item>
  );
  const extras = (row: SkuRowValues) =>
    row.label_prices.length + row.level_prices.length + row.wholesale_tiers.length;

  return (
    <Card title={t('sections.skus')} id="section-skus">
      <SpecAxes />
      <Table<SkuRowValues & { index: number }>
        size="small"
        pagination={false}
        rowKey={(row) => JSON.stringify(row.spec_values)}
        dataSource={skus.map((row, index) => ({ ...row, index }))}
        scroll={{ x: 1010 }}
        columns={[
          {
            key: 'spec',
            title: t('sku.spec'),
            width: 130,
            fixed: 'left',
            render: (_, row) => (
              <>
                {specOf(row)} {row.index === 0 && <Tag>{t('sku.default')}</Tag>}
              </>
            ),
          },
          {
            key: 'price',
            title: t('sku.price'),
            width: 105,
            render: (_, row) => money(row.index, 'price', false),
          },
          {
            key: 'member',
            title: t('sku.member_price'),
            width: 105,
            render: (_, row) => money(row.index, 'member_price', true, true),
          },
          {
            key: 'market',
            title: t('sku.market_price'),
            width: 105,
            render: (_, row) => money(row.index, 'market_price', true),
          },
          {
            key: 'cost',
            title: t('sku.cost_price'),
            width: 105,
            render: (_, row) => money(row.index, 'cost_price', true),
          },
          {
            key: 'stock',
            title: t('sku.stock'),
            width: 100,
            render: (_, row) => count(row.index, 'stock'),
          },
          {
            key: 'alarm',
            title: t('sku.stock_alarm'),
            width: 100,
            render: (_, row) => count(row.index, 'stock_alarm'),
          },
          {
            key: 'no',
            title: t('sku.sku_no'),
            width: 120,
            render: (_, row) => (
              <Form.Item {...cell} name={['skus', row.index, 'sku_no']} rules={[codeRule(t)]}>
                <Input maxLength={40} aria-label={`${specOf(row)} ${t('sku.sku_no')}`} />
              </Form.Item>
            ),
          },
          {
            key: 'more',
            title: t('sku.more'),
            width: 140,
            render: (_, row) => (
              <Button size="small" onClick={() => setPricing(row.index)}>
                {extras(row) > 0 ? t('sku.more_count', { count: extras(row) }) : t('sku.more')}
              </Button>
            ),
          },
        ]}
      />
      <SkuPricesModal
        skuIndex={pricing}
        spec={specOf(pricing === null ? undefined : skus[pricing])}
        options={options}
        onClose={() => {
          const index = pricing;
          setPricing(null);
          if (index !== null)
            void form.validateFields([['skus', index, 'wholesale_tiers']]).catch(() => undefined);
        }}
      />
    </Card>
  );
}
