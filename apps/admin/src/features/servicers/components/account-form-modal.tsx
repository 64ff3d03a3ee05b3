import {
  auditListsEndpoint,
  STAFF_ROLES,
  staffAccountAddEndpoint,
  staffAccountListsEndpoint,
  type StaffRole,
} from '@shop/contracts/staff';
import { App, Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useConsoleWrite } from '@/lib/console-write';
import { useShopOptions } from '@/lib/shop-options';
import { PasswordField } from './password-field';

type Values = {
  username: string;
  nickname: string;
  password: string;
  role: StaffRole;
  site_id?: string;
};

/**
 * Adds a staff account of any role to a shop (issue 25), so a fresh shop gets its operator,
 * finance and other staff. A platform administrator chooses the shop; refusals show by the fields.
 */
export function AccountFormModal({
  open,
  platform,
  onClose,
}: {
  open: boolean;
  platform: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('servicers');
  const { message } = App.useApp();
  const shops = useShopOptions(platform && open);
  const add = useConsoleWrite(staffAccountAddEndpoint, [
    staffAccountListsEndpoint.path,
    auditListsEndpoint.path,
  ]);
  const [form] = Form.useForm<Values>();

  async function submit(values: Values) {
    try {
      await add.mutateAsync({
        ...values,
        site_id: values.site_id ? Number(values.site_id) : undefined,
      });
      void message.success(t('accounts.added'));
      onClose();
    } catch (error) {
      form.setFields([
        { name: 'username', errors: [error instanceof Error ? error.message : String(error)] },
      ]);
    }
  }

  return (
    <Modal
      open={open}
      title={t('accounts.add')}
      okText={t('accounts.save')}
      cancelText={t('common:actions.cancel')}
      okButtonProps={{ loading: add.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ role: 'operator' }}
        onFinish={(v) => void submit(v)}
      >
        <Form.Item name="role" label={t('accounts.role')} rules={[{ required: true }]}>
          <Select
            options={STAFF_ROLES.map((role) => ({
              value: role,
              label: t(`accounts.roles.${role}`),
            }))}
          />
        </Form.Item>
        {platform && (
          <Form.Item
            name="site_id"
            label={t('fields.shop')}
            rules={[{ required: true, message: t('accounts.shop_required') }]}
          >
            <Select options={shops.data ?? []} loading={shops.isPending} />
          </Form.Item>
        )}
        <Form.Item
          name="username"
          label={t('fields.username')}
          rules={[{ required: true, whitespace: true, message: t('accounts.username_required') }]}
        >
          <Input autoComplete="off" maxLength={20} />
        </Form.Item>
        <Form.Item
          name="nickname"
          label={t('fields.nickname')}
          rules={[{ required: true, whitespace: true, message: t('accounts.nickname_required') }]}
        >
          <Input maxLength={30} />
        </Form.Item>
        <PasswordField />
      </Form>
    </Modal>
  );
}
