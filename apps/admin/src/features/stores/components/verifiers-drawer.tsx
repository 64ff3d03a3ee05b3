import type { ConsoleStore, StoreVerifier } from '@shop/contracts/catalogue';
import { shopDateTimeSeconds } from '@shop/web-kit/shop-time';
import {
  Alert,
  App,
  Button,
  Drawer,
  Form,
  Input,
  Popconfirm,
  Space,
  Table,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { space } from '@/app/theme';
import { useStoreVerifiers } from '../api/get-store-verifiers';
import { useBindVerifier, useUnbindVerifier } from '../api/store-writes';

type BindValues = { account: string; verifier_name: string };

/**
 * The verifiers (核销员) of one store: storefront members who verify pickup codes at the member
 * centre's desk. Staff bind a member by username or mobile (with the name the desk shows) and
 * remove one after a confirmation.
 */
export function VerifiersDrawer({
  store,
  onClose,
}: {
  store: ConsoleStore | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('stores');
  const { message } = App.useApp();
  const verifiers = useStoreVerifiers(store?.store_id ?? null);
  const bind = useBindVerifier();
  const unbind = useUnbindVerifier();
  const [form] = Form.useForm<BindValues>();
  const [refusal, setRefusal] = useState<string | null>(null);

  async function submit(values: BindValues) {
    if (!store) return;
    setRefusal(null);
    try {
      await bind.mutateAsync({ store_id: store.store_id, ...values });
      form.resetFields();
      void message.success(t('verifiers.bound'));
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : String(error));
    }
  }

  async function remove(row: StoreVerifier) {
    try {
      await unbind.mutateAsync({ id: row.id });
      void message.success(t('verifiers.removed', { name: row.verifier_name }));
    } catch (error) {
      void message.error(error instanceof Error ? error.message : String(error));
    }
  }

  return (
    <Drawer
      open={store !== null}
      size={720}
      title={store ? t('verifiers.title', { name: store.store_name }) : ''}
      onClose={onClose}
      afterOpenChange={(open) => {
        if (!open) {
          form.resetFields();
          setRefusal(null);
        }
      }}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('verifiers.hint')}</Typography.Paragraph>
      {refusal && (
        <Alert type="error" showIcon title={refusal} style={{ marginBottom: space.md }} />
      )}
      <Form<BindValues>
        form={form}
        layout="inline"
        initialValues={{ account: '', verifier_name: '' }}
        onFinish={(values) => void submit(values)}
        style={{ marginBottom: space.md, rowGap: space.sm }}
      >
        <Form.Item
          name="account"
          label={t('verifiers.account')}
          rules={[{ required: true, whitespace: true, message: t('validation.account_required') }]}
        >
          <Input maxLength={30} placeholder={t('verifiers.account_placeholder')} />
        </Form.Item>
        <Form.Item name="verifier_name" label={t('verifiers.name')}>
          <Input maxLength={30} placeholder={t('verifiers.name_placeholder')} />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={bind.isPending}>
            {t('verifiers.bind')}
          </Button>
        </Form.Item>
      </Form>
      {verifiers.error ? (
        <Alert
          type="error"
          showIcon
          title={verifiers.error.message}
          action={
            <Button size="small" onClick={() => void verifiers.refetch()}>
              {t('common:actions.retry')}
            </Button>
          }
        />
      ) : (
        <Table<StoreVerifier>
          rowKey="id"
          size="middle"
          loading={verifiers.isPending}
          dataSource={verifiers.data ?? []}
          pagination={false}
          locale={{ emptyText: t('verifiers.empty') }}
          columns={[
            { key: 'name', title: t('verifiers.name'), dataIndex: 'verifier_name' },
            { key: 'username', title: t('verifiers.username'), dataIndex: 'username' },
            { key: 'mobile', title: t('verifiers.mobile'), render: (_, row) => row.mobile || '—' },
            {
              key: 'created',
              title: t('verifiers.bound_at'),
              render: (_, row) => shopDateTimeSeconds(row.create_time),
            },
            {
              key: 'actions',
              title: t('columns.actions'),
              render: (_, row) => (
                <Space size={0}>
                  <Popconfirm
                    title={t('verifiers.remove_title', { name: row.verifier_name })}
                    description={t('verifiers.remove_content')}
                    okText={t('verifiers.remove')}
                    okButtonProps={{ danger: true }}
                    cancelText={t('common:actions.cancel')}
                    onConfirm={() => remove(row)}
                  >
                    <Button type="link" size="small" danger>
                      {t('verifiers.remove')}
                    </Button>
                  </Popconfirm>
                </Space>
              ),
            },
          ]}
        />
      )}
    </Drawer>
  );
}
