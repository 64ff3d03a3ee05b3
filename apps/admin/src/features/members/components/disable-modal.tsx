import { consoleDisableMemberEndpoint, type ConsoleMemberDetail } from '@shop/contracts/member';
import { App, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMemberWrite } from '../api/member-write';
import { ActionModal } from './action-modal';

/**
 * 禁用账号: says the member is signed out at once, and takes an optional reason, which the member
 * reads when signing in (issue 25).
 */
export function DisableModal({
  member,
  open,
  onClose,
}: {
  member: ConsoleMemberDetail;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('members');
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason?: string }>();
  const write = useMemberWrite(consoleDisableMemberEndpoint);
  return (
    <ActionModal
      title={t('disable.title')}
      open={open}
      form={form}
      okText={t('actions.disable')}
      danger
      onClose={onClose}
      onSubmit={async ({ reason }) => {
        await write.mutateAsync({ member_id: member.member_id, reason: reason?.trim() ?? '' });
        void message.success(t('actions.done'));
      }}
    >
      <Typography.Paragraph>
        {t('disable.content', { name: member.nickname || member.username })}
      </Typography.Paragraph>
      <Form.Item name="reason" label={t('disable.reason')} extra={t('disable.reason_hint')}>
        <Input.TextArea maxLength={100} showCount rows={2} />
      </Form.Item>
    </ActionModal>
  );
}
