import { GOODS_KINDS, type GoodsEditorOptions } from '@shop/contracts/catalogue';
import { Card, Col, Form, Input, Row, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { codeRule, requiredRule } from '../../editor/field-rules';
import { CategoryPicker } from './category-picker';

const flag = {
  getValueProps: (v: number) => ({ checked: v === 1 }),
  normalize: (v: boolean) => (v ? 1 : 0),
};

/** 基本信息: names, shop, brand, leaf category, codes, goods kind, flags, business scope. */
export function BasicSection({
  options,
  platform,
  isNew,
}: {
  options: GoodsEditorOptions;
  platform: boolean;
  isNew: boolean;
}) {
  const { t } = useTranslation('goods-editor');
  return (
    <Card title={t('sections.basic')} id="section-basic">
      <Row gutter={16}>
        {platform && (
          <Col span={8}>
            <Form.Item
              name="site_id"
              label={t('fields.site_id')}
              rules={[
                { required: true, message: t('problems.required', { field: t('fields.site_id') }) },
              ]}
            >
              <Select
                disabled={!isNew}
                options={options.shops.map((s) => ({ value: s.site_id, label: s.shop_name }))}
              />
            </Form.Item>
          </Col>
        )}
        <Col span={platform ? 16 : 12}>
          <Form.Item
            name="goods_name"
            label={t('fields.goods_name')}
            rules={[requiredRule(t, 'goods_name')]}
          >
            <Input maxLength={120} showCount />
          </Form.Item>
        </Col>
        <Col span={platform ? 8 : 12}>
          <Form.Item name="generic_name" label={t('fields.generic_name')}>
            <Input maxLength={120} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item
            name="category_id"
            label={t('fields.category_id')}
            extra={t('hints.category_id')}
            rules={[
              {
                required: true,
                message: t('problems.required', { field: t('fields.category_id') }),
              },
            ]}
          >
            <CategoryPicker categories={options.categories} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="brand_id" label={t('fields.brand_id')}>
            <Select
              allowClear
              showSearch
              optionFilterProp="label"
              onClear={() => undefined}
              options={options.brands.map((b) => ({
                value: b.brand_id,
                label: `${b.brand_initial} ${b.brand_name}`.trim(),
              }))}
            />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="introduction" label={t('fields.introduction')}>
            <Input maxLength={255} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="keywords" label={t('fields.keywords')}>
            <Input maxLength={255} />
          </Form.Item>
        </Col>
        <Col span={4}>
          <Form.Item name="unit" label={t('fields.unit')} rules={[requiredRule(t, 'unit')]}>
            <Input maxLength={10} />
          </Form.Item>
        </Col>
        <Col span={4}>
          <Form.Item
            name="goods_erp_spid"
            label={t('fields.goods_erp_spid')}
            extra={t('hints.goods_erp_spid')}
            rules={[codeRule(t)]}
          >
            <Input maxLength={30} />
          </Form.Item>
        </Col>
        <Col span={4}>
          <Form.Item
            name="bar_code"
            label={t('fields.bar_code')}
            rules={[{ pattern: /^\d*$/, message: t('problems.code') }]}
          >
            <Input maxLength={30} inputMode="numeric" />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="goods_kind" label={t('fields.goods_kind')}>
            <Select options={GOODS_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item
            name="business_scope"
            label={t('fields.business_scope')}
            extra={t('hints.business_scope')}
          >
            <Select
              allowClear
              options={options.scopes.map((s) => ({ value: s.key, label: s.name }))}
            />
          </Form.Item>
        </Col>
        <Col span={4}>
          <Form.Item name="is_jc" label={t('fields.is_jc')} {...flag}>
            <Switch />
          </Form.Item>
        </Col>
        <Col span={4}>
          <Form.Item name="traceability_code" label={t('fields.traceability_code')} {...flag}>
            <Switch />
          </Form.Item>
        </Col>
      </Row>
    </Card>
  );
}
