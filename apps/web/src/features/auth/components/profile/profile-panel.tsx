import type { MemberInfo } from '@shop/contracts/member';
import { App, Button, Descriptions, Divider, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '@/components/query-state';
import { palette } from '@/app/theme';
import { useMemberInfo } from '../../api/get-member-info';
import { useSaveProfile } from '../../api/modify-info';
import { errorMessage } from '../../lib/error-message';
import { HeadimgUpload } from './headimg-upload';

type Values = { nickname: string; realname: string; company_name: string };

function ProfileForm({ member }: { member: MemberInfo }) {
  const { t } = useTranslation('member-security');
  const { message } = App.useApp();
  const save = useSaveProfile();
  const submit = async (values: Values) => {
    try {
      await save.mutateAsync(values);
      void message.success(t('info.saved'));
    } catch (error) {
      void message.error(errorMessage(error, t('failed')));
    }
  };
  const notSet = <span style={{ color: palette.textMuted }}>{t('info.notSet')}</span>;
  const address = [member.full_address, member.address].filter(Boolean).join(' ');
  return (
    <>
      <HeadimgUpload headimg={member.headimg} />
      <Divider />
      <Descriptions column={2} size="small" style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('info.username')}>{member.username}</Descriptions.Item>
        <Descriptions.Item label={t('info.mobile')}>
          {member.mobile || notSet}
          <Link to="/member/security" style={{ marginLeft: 12 }}>
            {t('info.toSecurity')}
          </Link>
        </Descriptions.Item>
        <Descriptions.Item label={t('info.label')}>{member.label_name || notSet}</Descriptions.Item>
        <Descriptions.Item label={t('info.level')}>
          {member.member_level_name || notSet}
        </Descriptions.Item>
        <Descriptions.Item label={t('info.address')} span={2}>
          {address || notSet}
        </Descriptions.Item>
      </Descriptions>
      <Form<Values>
        layout="horizontal"
        labelCol={{ flex: '110px' }}
        style={{ maxWidth: 560 }}
        initialValues={{
          nickname: member.nickname,
          realname: member.realname,
          company_name: member.company_name,
        }}
        onFinish={(v) => void submit(v)}
      >
        <Form.Item
          name="nickname"
          label={t('info.nickname')}
          rules={[{ required: true, whitespace: true, message: t('info.nicknameRequired') }]}
        >
          <Input maxLength={30} showCount />
        </Form.Item>
        <Form.Item name="realname" label={t('info.realname')}>
          <Input maxLength={30} showCount />
        </Form.Item>
        <Form.Item name="company_name" label={t('info.company')}>
          <Input maxLength={60} showCount />
        </Form.Item>
        <Form.Item label=" " colon={false}>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('save')}
          </Button>
        </Form.Item>
      </Form>
    </>
  );
}

/** /member/info 个人资料 (issue 16): head image, nickname, real name, company; the rest shown. */
export function ProfilePanel() {
  const { t } = useTranslation('member-security');
  const member = useMemberInfo();
  return (
    <div style={{ background: palette.white, padding: 20 }}>
      <h2 style={{ margin: '0 0 16px', fontSize: 18 }}>{t('titles.info')}</h2>
      <QueryState query={member} rows={10}>
        {(data) => <ProfileForm member={data} />}
      </QueryState>
    </div>
  );
}
