import type { ConsoleMemberDetail } from '@shop/contracts/member';
import { shopDateTimeSeconds } from '@shop/web-kit/shop-time';
import { Button, Card, Descriptions } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LabelModal, LevelModal, SalesmanModal } from './choice-modals';
import { MemberStatusTag, QualificationTag } from './member-tags';

type Editing = 'label' | 'level' | 'salesman' | null;

/**
 * 基本资料: who the member is, its buyer type, level and salesman; staff who manage members
 * change those three here.
 */
export function ProfileCard({
  member,
  canManage,
}: {
  member: ConsoleMemberDetail;
  canManage: boolean;
}) {
  const { t } = useTranslation('members');
  const [editing, setEditing] = useState<Editing>(null);
  const close = () => setEditing(null);
  const editable = (value: ReactNode, what: Exclude<Editing, null>) => (
    <>
      {value}
      {canManage && (
        <Button type="link" size="small" onClick={() => setEditing(what)}>
          {t(`actions.${what}`)}
        </Button>
      )}
    </>
  );
  return (
    <Card title={t('detail.profile')}>
      <Descriptions
        size="small"
        column={{ xs: 1, md: 2 }}
        items={[
          { key: 'id', label: t('columns.member_id'), children: member.member_id },
          { key: 'username', label: t('columns.username'), children: member.username },
          { key: 'nickname', label: t('columns.nickname'), children: member.nickname || '-' },
          { key: 'realname', label: t('columns.realname'), children: member.realname || '-' },
          { key: 'mobile', label: t('columns.mobile'), children: member.mobile || '-' },
          {
            key: 'status',
            label: t('columns.status'),
            children: <MemberStatusTag status={member.status} />,
          },
          {
            key: 'label',
            label: t('columns.label'),
            children: editable(member.label_name || t('none'), 'label'),
          },
          {
            key: 'level',
            label: t('columns.level'),
            children: editable(member.level_name || t('none'), 'level'),
          },
          {
            key: 'salesman',
            label: t('columns.salesman'),
            children: editable(member.salesman_name || t('none'), 'salesman'),
          },
          {
            key: 'qualification',
            label: t('columns.qualification'),
            children: <QualificationTag status={member.qualification_status} />,
          },
          {
            key: 'invitation',
            label: t('detail.invitation_code'),
            children: member.invitation_code || '-',
          },
          { key: 'growth', label: t('detail.growth'), children: member.growth },
          {
            key: 'created',
            label: t('columns.created'),
            children: shopDateTimeSeconds(member.create_time),
          },
          {
            key: 'last_login',
            label: t('columns.last_login'),
            children:
              member.last_login_time === null
                ? t('never')
                : shopDateTimeSeconds(member.last_login_time),
          },
          {
            key: 'address',
            label: t('detail.address'),
            span: 'filled',
            children: member.full_address || '-',
          },
        ]}
      />
      {canManage && (
        <>
          <LabelModal member={member} open={editing === 'label'} onClose={close} />
          <LevelModal member={member} open={editing === 'level'} onClose={close} />
          <SalesmanModal member={member} open={editing === 'salesman'} onClose={close} />
        </>
      )}
    </Card>
  );
}
