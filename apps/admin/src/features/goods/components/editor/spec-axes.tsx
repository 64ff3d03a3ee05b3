import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { SPEC_AXES_MAX, SPEC_VALUES_MAX } from '@shop/contracts/catalogue';
import { Button, Flex, Form, Input, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** The specification axes (规格项) with their values; the SKU grid follows them. */
export function SpecAxes() {
  const { t } = useTranslation('goods-editor');
  return (
    <Form.List name="spec_format">
      {(fields, { add, remove }) => (
        <Flex vertical gap="small" style={{ marginBottom: 16 }}>
          <Typography.Text strong>{t('axes.title')}</Typography.Text>
          {fields.length === 0 && (
            <Typography.Text type="secondary">{t('axes.none')}</Typography.Text>
          )}
          {fields.map((field) => (
            <Flex key={field.key} gap="small" align="start">
              <Form.Item
                name={[field.name, 'name']}
                style={{ marginBottom: 0 }}
                rules={[{ required: true, whitespace: true, message: t('axes.name') }]}
              >
                <Input
                  maxLength={20}
                  placeholder={t('axes.name')}
                  aria-label={t('axes.name')}
                  style={{ width: 180 }}
                />
              </Form.Item>
              <Form.Item name={[field.name, 'values']} style={{ marginBottom: 0, flex: 1 }}>
                <Select
                  mode="tags"
                  open={false}
                  maxCount={SPEC_VALUES_MAX}
                  placeholder={t('axes.values')}
                  aria-label={t('axes.values')}
                  tokenSeparators={[',', '，']}
                />
              </Form.Item>
              <Button
                icon={<DeleteOutlined />}
                aria-label={t('axes.remove')}
                onClick={() => remove(field.name)}
              />
            </Flex>
          ))}
          {fields.length < SPEC_AXES_MAX && (
            <Button
              type="dashed"
              icon={<PlusOutlined />}
              onClick={() => add({ name: '', values: [] })}
              style={{ width: 180 }}
            >
              {t('axes.add')}
            </Button>
          )}
        </Flex>
      )}
    </Form.List>
  );
}
