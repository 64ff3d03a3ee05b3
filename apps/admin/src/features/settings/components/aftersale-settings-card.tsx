import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { FREIGHT_REFUND_RULES } from '@shop/contracts/aftersale';
import type { ConsoleSettings } from '@shop/contracts/settings';
import { Button, Form, Input, InputNumber, Radio, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSettingsCardSave } from '../api/settings';
import { SettingsCard } from './settings-card';

type Setting = ConsoleSettings['aftersale'];
type Values = Omit<Setting, 'reasons' | 'reasons_en'> & {
  reasons: { zh: string; en: string }[];
};

const REASONS_MAX = 20;

/** The form's rows: each reason beside its English text. */
const toValues = (setting: Setting): Values => ({
  ...setting,
  reasons: setting.reasons.map((zh, i) => ({ zh, en: setting.reasons_en[i] ?? '' })),
});

const toSetting = (values: Values): Setting => ({
  shop_answer_days: values.shop_answer_days,
  complain_days: values.complain_days,
  return_address: values.return_address ?? '',
  freight_refund: values.freight_refund,
  reasons: values.reasons.map((r) => r.zh.trim()),
  reasons_en: values.reasons.map((r) => (r.en ?? '').trim()),
});

/**
 * After-sales rules (issue 17): the refund reasons buyers choose from, the days the shop has to
 * answer before a buyer may ask the platform, the days a refusal may still be complained about,
 * the default return address offered when agreeing to a return, and when the freight goes back
 * (ADR 0016).
 */
export function AftersaleSettingsCard({ setting }: { setting: Setting }) {
  const { t } = useTranslation('settings');
  const save = useSettingsCardSave(t('aftersale.done'));
  const days = (name: 'shop_answer_days' | 'complain_days') => (
    <Form.Item
      name={name}
      label={t(`aftersale.${name}`)}
      extra={t(`aftersale.${name}_hint`)}
      rules={[
        { required: true, type: 'integer', min: 1, max: 30, message: t('aftersale.days_rule') },
      ]}
    >
      <InputNumber precision={0} suffix={t('aftersale.days_suffix')} style={{ width: 140 }} />
    </Form.Item>
  );
  return (
    <SettingsCard title={t('aftersale.title')} refusal={save.refusal}>
      <Form<Values>
        layout="vertical"
        initialValues={toValues(setting)}
        onFinish={(values) => void save.submit({ aftersale: toSetting(values) })}
      >
        <Space size="large" wrap>
          {days('shop_answer_days')}
          {days('complain_days')}
        </Space>
        <Form.Item
          name="return_address"
          label={t('aftersale.return_address')}
          extra={t('aftersale.return_address_hint')}
          rules={[{ max: 300 }]}
        >
          <Input.TextArea rows={2} maxLength={300} showCount />
        </Form.Item>
        <Form.Item
          name="freight_refund"
          label={t('aftersale.freight_refund')}
          extra={t('aftersale.freight_refund_hint')}
        >
          <Radio.Group
            options={FREIGHT_REFUND_RULES.map((rule) => ({
              value: rule,
              label: t(`aftersale.freight_refund_${rule}`),
            }))}
          />
        </Form.Item>
        <Form.Item label={t('aftersale.reasons')} required>
          <Form.List
            name="reasons"
            rules={[
              {
                validator: (_, rows: unknown[] | undefined) =>
                  rows && rows.length > 0
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('aftersale.reasons_rule'))),
              },
            ]}
          >
            {(fields, { add, remove }, { errors }) => (
              <>
                {fields.map((field) => (
                  <Space key={field.key} align="baseline" wrap>
                    <Form.Item
                      name={[field.name, 'zh']}
                      rules={[
                        {
                          required: true,
                          whitespace: true,
                          max: 50,
                          message: t('aftersale.reason_rule'),
                        },
                      ]}
                    >
                      <Input
                        maxLength={50}
                        placeholder={t('aftersale.reason_zh')}
                        aria-label={t('aftersale.reason_zh')}
                        style={{ width: 200 }}
                      />
                    </Form.Item>
                    <Form.Item name={[field.name, 'en']} rules={[{ max: 100 }]}>
                      <Input
                        maxLength={100}
                        placeholder={t('aftersale.reason_en')}
                        aria-label={t('aftersale.reason_en')}
                        style={{ width: 240 }}
                      />
                    </Form.Item>
                    <Button
                      type="text"
                      danger
                      icon={<MinusCircleOutlined />}
                      aria-label={t('aftersale.remove')}
                      onClick={() => remove(field.name)}
                    />
                  </Space>
                ))}
                <Form.ErrorList errors={errors} />
                {fields.length < REASONS_MAX && (
                  <Button
                    type="dashed"
                    icon={<PlusOutlined />}
                    onClick={() => add({ zh: '', en: '' })}
                  >
                    {t('aftersale.add')}
                  </Button>
                )}
              </>
            )}
          </Form.List>
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.pending}>
          {t('actions.save')}
        </Button>
      </Form>
    </SettingsCard>
  );
}
