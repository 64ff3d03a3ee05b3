import type { ConsoleSalesman } from '@shop/contracts/staff';
import { Alert, App, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { space } from '@/app/theme';
import { useEditSalesman } from '../api/salesmen';

type Values = { mobile: string; member_login: string };

/** Sets a salesman's phone (shown to the members they serve) and linked member login. */
export function SalesmanEditModal({
  salesman,
  onClose,
}: {
  salesman: ConsoleSalesman | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('servicers');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const edit = useEditSalesman();
  const [refusal, setRefusal] = useState<string | null>(null);

  async function submit(values: Values) {
    if (!salesman) return;
    setRefusal(null);
    try {
      await edit.mutateAsync({ staff_id: salesman.staff_id, ...values });
      void message.success(t('salesmen.done'));
      onClose();
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : String(error));
    }
  }

  return (
    <Modal
      open={salesman !== null}
      title={t('salesmen.edit_title', { name: salesman?.nickname ?? '' })}
      okText={t('salesmen.save')}
      confirmLoading={edit.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterClose={() => setRefusal(null)}
      destroyOnHidden
    >
      {refusal && (
        <Alert type="error" showIcon title={refusal} style={{ marginBottom: space.md }} />
      )}
      <Form<Values>
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{
          mobile: salesman?.mobile ?? '',
          member_login: salesman?.member_username ?? '',
        }}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item
          name="mobile"
          label={t('salesmen.mobile')}
          rules={[{ pattern: /^[0-9+\- ]{0,20}$/, message: t('salesmen.mobile_rule') }]}
        >
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item
          name="member_login"
          label={t('salesmen.member_login')}
          extra={t('salesmen.member_login_hint')}
        >
          <Input maxLength={30} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
