import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { SKU_TIERS_MAX } from '@shop/contracts/catalogue';
import { Button, Flex, Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { YUAN_SIGN } from '@shop/web-kit/money';
import { tierRowsProblem, type TierValues } from '../../editor/tier-rules';

/**
 * A SKU's standing wholesale tiers (issue 25, ADR 0021): rows of quantity and unit price, checked
 * as a whole (ascending quantities, falling prices, below the price) with the server's rule.
 */
export function TierList({ skuIndex }: { skuIndex: number }) {
  const { t } = useTranslation('goods-editor');
  const form = Form.useFormInstance();
  return (
    <Form.List
      name={['skus', skuIndex, 'wholesale_tiers']}
      rules={[
        {
          validator: async (_, tiers: TierValues[] | undefined) => {
            const price =
              (form.getFieldValue(['skus', skuIndex, 'price']) as string | undefined) ?? '';
            const bad = tierRowsProblem(tiers ?? [], price);
            if (bad) throw new Error(t(`problems.${bad.problem}`, { index: bad.index + 1 }));
          },
        },
      ]}
    >
      {(fields, { add, remove }, { errors }) => (
        <Flex vertical gap="small">
          {fields.map((field) => (
            <Flex key={field.key} gap="small" align="center">
              <Form.Item name={[field.name, 'num']} noStyle>
                <InputNumber
                  min={2}
                  precision={0}
                  placeholder={t('prices.tier_num')}
                  aria-label={t('prices.tier_num')}
                  style={{ width: 140 }}
                />
              </Form.Item>
              <Form.Item name={[field.name, 'price']} noStyle>
                <Input
                  prefix={YUAN_SIGN}
                  inputMode="decimal"
                  maxLength={10}
                  placeholder={t('prices.tier_price')}
                  aria-label={t('prices.tier_price')}
                  style={{ width: 140 }}
                />
              </Form.Item>
              <Button
                type="text"
                icon={<DeleteOutlined />}
                aria-label={t('prices.remove')}
                onClick={() => remove(field.name)}
              />
            </Flex>
          ))}
          <Form.ErrorList errors={errors} />
          {fields.length < SKU_TIERS_MAX && (
            <Button
              type="dashed"
              icon={<PlusOutlined />}
              onClick={() => add({ num: null, price: '' })}
              style={{ width: 288 }}
            >
              {t('prices.add_tier')}
            </Button>
          )}
        </Flex>
      )}
    </Form.List>
  );
}
