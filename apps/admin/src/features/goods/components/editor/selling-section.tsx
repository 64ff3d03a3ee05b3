import { GOODS_DELIVERY_KINDS, type GoodsEditorOptions } from '@shop/contracts/catalogue';
import { areaListEndpoint } from '@shop/contracts/member';
import { useQuery } from '@tanstack/react-query';
import { Card, Checkbox, Col, Form, Input, Radio, Row, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { apiCall } from '@shop/web-kit/api';
import { requiredRule } from '../../editor/field-rules';

/** The provinces a sale-control rule may bar (any level is accepted by the server). */
const useProvinces = () =>
  useQuery({
    queryKey: [areaListEndpoint.path, 0],
    queryFn: ({ signal }) => apiCall(areaListEndpoint, { pid: 0 }, { signal }),
    staleTime: 60 * 60_000,
  });

/** 销售设置: shelf state, delivery kinds, goods services, and the sale-control rule (控销). */
export function SellingSection({ options }: { options: GoodsEditorOptions }) {
  const { t } = useTranslation('goods-editor');
  const controlled = Form.useWatch(['sale_control', 'enabled']) as boolean | undefined;
  const provinces = useProvinces().data ?? [];
  return (
    <Card title={t('sections.selling')} id="section-selling">
      <Row gutter={16}>
        <Col span={8}>
          <Form.Item name="goods_state" label={t('fields.goods_state')}>
            <Radio.Group options={[1, 0].map((v) => ({ value: v, label: t(`state.${v}`) }))} />
          </Form.Item>
        </Col>
        <Col span={16}>
          <Form.Item
            name="delivery_types"
            label={t('fields.delivery_types')}
            extra={t('hints.delivery_types')}
          >
            <Checkbox.Group
              options={GOODS_DELIVERY_KINDS.map((k) => ({ value: k, label: t(`delivery.${k}`) }))}
            />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item
            name="service_ids"
            label={t('fields.service_ids')}
            extra={t('hints.service_ids')}
          >
            <Checkbox.Group
              options={options.services.map((s) => ({ value: s.id, label: s.service_name }))}
            />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item
            name={['sale_control', 'enabled']}
            label={t('fields.sale_control')}
            valuePropName="checked"
          >
            <Switch />
          </Form.Item>
        </Col>
        {controlled && (
          <>
            <Col span={8}>
              <Form.Item
                name={['sale_control', 'rule_name']}
                label={t('fields.rule_name')}
                rules={[requiredRule(t, 'rule_name')]}
              >
                <Input maxLength={40} placeholder="医疗机构专供" />
              </Form.Item>
            </Col>
            <Col span={16}>
              <Form.Item
                name={['sale_control', 'allowed_label_ids']}
                label={t('fields.allowed_label_ids')}
                extra={t('hints.allowed_label_ids')}
              >
                <Select
                  mode="multiple"
                  options={options.labels.map((l) => ({ value: l.label_id, label: l.label_name }))}
                />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item
                name={['sale_control', 'barred_area_ids']}
                label={t('fields.barred_area_ids')}
                extra={t('hints.barred_area_ids')}
              >
                <Select
                  mode="multiple"
                  optionFilterProp="label"
                  options={provinces.map((a) => ({ value: a.id, label: a.name }))}
                />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item
                name={['sale_control', 'required_scopes']}
                label={t('fields.required_scopes')}
              >
                <Select
                  mode="multiple"
                  options={options.scopes.map((s) => ({ value: s.key, label: s.name }))}
                />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item
                name={['sale_control', 'view_price']}
                label={t('fields.view_price')}
                valuePropName="checked"
              >
                <Switch />
              </Form.Item>
            </Col>
            <Col span={16}>
              <Form.Item name={['sale_control', 'not_buy_msg']} label={t('fields.not_buy_msg')}>
                <Input maxLength={40} placeholder="仅限医疗机构采购" />
              </Form.Item>
            </Col>
          </>
        )}
      </Row>
    </Card>
  );
}
