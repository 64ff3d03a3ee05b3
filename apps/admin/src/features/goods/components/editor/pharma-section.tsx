import type { GoodsKind } from '@shop/contracts/catalogue';
import { Card, Col, Form, Input, InputNumber, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { approvalRule } from '../../editor/field-rules';

/** 药品信息: 规格, 剂型, 生产厂家, 批准文号, 产地, 本位码, 有效期, 件装量, 中包装, 倍数, 限购, 税率, 贮藏. */
export function PharmaSection() {
  const { t } = useTranslation('goods-editor');
  const form = Form.useFormInstance();
  const count = (name: string, min: number, extra?: string) => (
    <Form.Item
      name={name}
      label={t(`fields.${name}`)}
      extra={extra}
      rules={[
        {
          required: true,
          type: 'integer',
          min,
          message: t('problems.required', { field: t(`fields.${name}`) }),
        },
      ]}
    >
      <InputNumber min={min} precision={0} style={{ width: '100%' }} />
    </Form.Item>
  );
  return (
    <Card title={t('sections.pharma')} id="section-pharma">
      <Row gutter={16}>
        <Col span={8}>
          <Form.Item name="attr_specs" label={t('fields.attr_specs')}>
            <Input maxLength={80} placeholder="0.25g*24粒" />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="dosage_form" label={t('fields.dosage_form')}>
            <Input maxLength={20} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="manufacturer" label={t('fields.manufacturer')}>
            <Input maxLength={100} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="approval_number"
            label={t('fields.approval_number')}
            extra={t('hints.approval_number')}
            dependencies={['goods_kind']}
            rules={[approvalRule(t, () => form.getFieldValue('goods_kind') as GoodsKind)]}
          >
            <Input maxLength={50} />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item name="attr_place" label={t('fields.attr_place')}>
            <Input maxLength={50} />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item
            name="attr_country_code"
            label={t('fields.attr_country_code')}
            rules={[{ pattern: /^(\d{14})?$/, message: t('problems.country_code') }]}
          >
            <Input maxLength={14} inputMode="numeric" />
          </Form.Item>
        </Col>
        <Col span={4}>{count('validity_months', 0)}</Col>
        <Col span={4}>{count('piece_qty', 0)}</Col>
        <Col span={4}>{count('min_buy', 1, t('hints.min_buy'))}</Col>
        <Col span={4}>{count('num_multiple', 1, t('hints.num_multiple'))}</Col>
        <Col span={4}>{count('max_buy', 0, t('hints.max_buy'))}</Col>
        <Col span={4}>
          <Form.Item name="max_buy_type" label={t('fields.max_buy_type')}>
            <Select options={[1, 2].map((v) => ({ value: v, label: t(`max_buy_type.${v}`) }))} />
          </Form.Item>
        </Col>
        <Col span={4}>
          <Form.Item name="tax_rate" label={t('fields.tax_rate')}>
            <Select options={[0, 1, 3, 6, 9, 13].map((v) => ({ value: v, label: `${v}%` }))} />
          </Form.Item>
        </Col>
        <Col span={20}>
          <Form.Item name="storage" label={t('fields.storage')}>
            <Input maxLength={100} placeholder="密封，在阴凉干燥处保存" />
          </Form.Item>
        </Col>
      </Row>
    </Card>
  );
}
