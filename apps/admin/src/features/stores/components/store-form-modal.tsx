import { STORE_PHONE_PATTERN, type ConsoleStore } from '@shop/contracts/catalogue';
import { AreaCascader } from '@shop/web-kit/area-picker';
import { Alert, App, Col, Form, Input, Modal, Row, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { space } from '@/app/theme';
import { useShopOptions } from '@/lib/shop-options';
import { useStaff } from '@/lib/staff';
import { useAddStore, useEditStore } from '../api/store-writes';

type Values = {
  site_id?: string;
  store_name: string;
  store_name_en: string;
  telephone: string;
  region: number[];
  address: string;
  open_hours: string;
  open_hours_en: string;
};

const valuesOf = (store: ConsoleStore): Values => ({
  site_id: String(store.site_id),
  store_name: store.store_name,
  store_name_en: store.store_name_en,
  telephone: store.telephone,
  region: [store.province_id, store.city_id, store.district_id],
  address: store.address,
  open_hours: store.open_hours,
  open_hours_en: store.open_hours_en,
});

const EMPTY: Values = {
  store_name: '',
  store_name_en: '',
  telephone: '',
  region: [],
  address: '',
  open_hours: '',
  open_hours_en: '',
};

/**
 * Adds a pickup store (`store` absent) or edits one: names and opening hours in Chinese and,
 * optionally, English (buyers reading English see those), phone, region and street address. A
 * platform account chooses the shop of a new store. Validates as the server does and shows the
 * server's refusal in the dialog.
 */
export function StoreFormModal({
  open,
  store,
  onClose,
}: {
  open: boolean;
  store?: ConsoleStore;
  onClose: () => void;
}) {
  const { t } = useTranslation('stores');
  const { message } = App.useApp();
  const platform = useStaff().is_platform === 1;
  const editing = store !== undefined;
  const shops = useShopOptions(platform && !editing && open);
  const [form] = Form.useForm<Values>();
  const add = useAddStore();
  const edit = useEditStore();
  const [refusal, setRefusal] = useState<string | null>(null);

  async function submit(values: Values) {
    setRefusal(null);
    const [province_id = 0, city_id = 0, district_id = 0] = values.region;
    const fields = {
      store_name: values.store_name,
      store_name_en: values.store_name_en,
      telephone: values.telephone,
      province_id,
      city_id,
      district_id,
      address: values.address,
      open_hours: values.open_hours,
      open_hours_en: values.open_hours_en,
    };
    try {
      if (store) await edit.mutateAsync({ store_id: store.store_id, ...fields });
      else
        await add.mutateAsync({
          ...fields,
          site_id: platform && values.site_id ? Number(values.site_id) : undefined,
        });
      void message.success(editing ? t('edit.done') : t('add.done'));
      onClose();
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : String(error));
    }
  }

  return (
    <Modal
      open={open}
      width={720}
      title={editing ? t('edit.title', { name: store.store_name }) : t('add.title')}
      okText={t('actions.save')}
      cancelText={t('common:actions.cancel')}
      confirmLoading={add.isPending || edit.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterClose={() => {
        form.resetFields();
        setRefusal(null);
      }}
      destroyOnHidden
    >
      {refusal && (
        <Alert type="error" showIcon title={refusal} style={{ marginBottom: space.md }} />
      )}
      <Form<Values>
        form={form}
        layout="vertical"
        requiredMark
        initialValues={store ? valuesOf(store) : EMPTY}
        onFinish={(values) => void submit(values)}
      >
        {platform && !editing && (
          <Form.Item
            name="site_id"
            label={t('fields.shop')}
            extra={shops.error?.message}
            rules={[{ required: true, message: t('validation.shop_required') }]}
          >
            <Select
              options={shops.data ?? []}
              loading={shops.isPending}
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={t('filters.shop')}
            />
          </Form.Item>
        )}
        <Row gutter={space.md}>
          <Col span={12}>
            <Form.Item
              name="store_name"
              label={t('fields.store_name')}
              rules={[{ required: true, whitespace: true, message: t('validation.name_required') }]}
            >
              <Input maxLength={60} placeholder={t('placeholders.store_name')} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="store_name_en" label={t('fields.store_name_en')}>
              <Input maxLength={120} placeholder={t('placeholders.store_name_en')} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          name="telephone"
          label={t('fields.telephone')}
          rules={[
            { required: true, message: t('validation.phone_required') },
            { pattern: STORE_PHONE_PATTERN, message: t('validation.phone_invalid') },
          ]}
        >
          <Input maxLength={20} placeholder={t('placeholders.telephone')} />
        </Form.Item>
        <Form.Item
          name="region"
          label={t('fields.region')}
          required
          rules={[
            {
              validator: (_, value: number[] | undefined) =>
                value?.length === 3
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('validation.region_required'))),
            },
          ]}
        >
          <AreaCascader />
        </Form.Item>
        <Form.Item
          name="address"
          label={t('fields.address')}
          rules={[{ required: true, whitespace: true, message: t('validation.address_required') }]}
        >
          <Input maxLength={120} placeholder={t('placeholders.address')} />
        </Form.Item>
        <Row gutter={space.md}>
          <Col span={12}>
            <Form.Item
              name="open_hours"
              label={t('fields.open_hours')}
              rules={[
                { required: true, whitespace: true, message: t('validation.hours_required') },
              ]}
            >
              <Input maxLength={60} placeholder={t('placeholders.open_hours')} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="open_hours_en" label={t('fields.open_hours_en')}>
              <Input maxLength={120} placeholder={t('placeholders.open_hours_en')} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
