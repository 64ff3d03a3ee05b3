import { USERNAME_PATTERN } from '@shop/contracts/auth';
import type { Servicer } from '@shop/contracts/staff';
import { Alert, App, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { space } from '@/app/theme';
import { useStaff } from '@/lib/staff';
import { useShopOptions } from '@/lib/shop-options';
import { useAddServicer, useEditServicer } from '../api/servicer-writes';
import { PasswordField } from './password-field';

type Values = { username?: string; nickname: string; password?: string; site_id?: string };

/**
 * Adds a servicer (`servicer` absent) or edits one's nickname and, for a platform account, its
 * shop (moving it signs it out and hands its conversations back). Validates as the server does
 * and shows the server's refusal in the dialog.
 */
export function ServicerFormModal({
  open,
  servicer,
  onClose,
}: {
  open: boolean;
  servicer?: Servicer;
  onClose: () => void;
}) {
  const { t } = useTranslation('servicers');
  const { message } = App.useApp();
  const platform = useStaff().is_platform === 1;
  const shops = useShopOptions(platform && open);
  const [form] = Form.useForm<Values>();
  const add = useAddServicer();
  const edit = useEditServicer();
  const [refusal, setRefusal] = useState<string | null>(null);
  const editing = servicer !== undefined;
  const pending = add.isPending || edit.isPending;

  async function submit(values: Values) {
    setRefusal(null);
    const siteId = platform && values.site_id ? Number(values.site_id) : undefined;
    try {
      if (servicer)
        await edit.mutateAsync({
          staff_id: servicer.staff_id,
          nickname: values.nickname,
          site_id: siteId,
        });
      else
        await add.mutateAsync({
          username: values.username ?? '',
          nickname: values.nickname,
          password: values.password ?? '',
          site_id: siteId,
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
      title={editing ? t('edit.title', { username: servicer.username }) : t('add.title')}
      okText={t('actions.save')}
      cancelText={t('common:actions.cancel')}
      confirmLoading={pending}
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
        initialValues={
          servicer
            ? { nickname: servicer.nickname, site_id: String(servicer.site_id) }
            : { nickname: '' }
        }
        onFinish={(values) => void submit(values)}
      >
        {!editing && (
          <Form.Item
            name="username"
            label={t('fields.username')}
            extra={t('username_rule')}
            rules={[
              { required: true, message: t('validation.username_required') },
              { pattern: USERNAME_PATTERN, message: t('username_rule') },
            ]}
          >
            <Input autoComplete="off" maxLength={20} />
          </Form.Item>
        )}
        <Form.Item
          name="nickname"
          label={t('fields.nickname')}
          extra={t('nickname_hint')}
          rules={[{ required: true, whitespace: true, message: t('validation.nickname_required') }]}
        >
          <Input maxLength={30} />
        </Form.Item>
        {!editing && <PasswordField />}
        {platform && (
          <Form.Item
            name="site_id"
            label={t('fields.shop')}
            // The shops come from the storefront's list, refused while the mall is closed: say so.
            extra={shops.error?.message ?? (editing ? t('edit.move_hint') : undefined)}
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
      </Form>
    </Modal>
  );
}
