import { consoleLinkAccountEndpoint, type ConsoleMemberDetail } from '@shop/contracts/member';
import { App, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { findMemberByUsername } from '../api/find-member-by-username';
import { useMemberWrite } from '../api/member-write';
import { ActionModal } from './action-modal';

/**
 * 关联账号: puts the account named by its username into this member's login group. The username
 * is looked up among the members the staff account reaches; the server refuses an account of
 * another group, the member itself, or one out of reach.
 */
export function LinkModal({
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
  const [form] = Form.useForm<{ username: string }>();
  const write = useMemberWrite(consoleLinkAccountEndpoint);
  return (
    <ActionModal
      title={t('link.title')}
      open={open}
      form={form}
      onClose={onClose}
      onSubmit={async ({ username }) => {
        const found = await findMemberByUsername(username);
        if (!found) throw new Error(t('link.not_found', { username: username.trim() }));
        await write.mutateAsync({ member_id: member.member_id, link_member_id: found.member_id });
        void message.success(t('actions.done'));
      }}
    >
      <Typography.Paragraph type="secondary">{t('link.hint')}</Typography.Paragraph>
      <Form.Item
        name="username"
        label={t('link.username')}
        rules={[{ required: true, whitespace: true, message: t('link.username_required') }]}
      >
        <Input maxLength={50} />
      </Form.Item>
    </ActionModal>
  );
}
