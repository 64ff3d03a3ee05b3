import { consoleUnlinkAccountEndpoint, type ConsoleMemberDetail } from '@shop/contracts/member';
import { Button, Card, List, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMemberWrite } from '../api/member-write';
import { LinkModal } from './link-modal';
import { MemberStatusTag } from './member-tags';
import { useConfirmWrite } from './use-confirm-write';

/**
 * 关联账号: the accounts of the member's login group (one person switching between them); staff
 * who manage members link another account by its username, or take this one out of the group.
 */
export function GroupCard({
  member,
  canManage,
}: {
  member: ConsoleMemberDetail;
  canManage: boolean;
}) {
  const { t } = useTranslation('members');
  const [linking, setLinking] = useState(false);
  const confirm = useConfirmWrite();
  const unlink = useMemberWrite(consoleUnlinkAccountEndpoint);
  const grouped = member.login_group_id !== 0;
  return (
    <Card
      title={t('detail.group')}
      extra={
        canManage && (
          <Space>
            <Button onClick={() => setLinking(true)}>{t('actions.link')}</Button>
            {grouped && (
              <Button
                danger
                onClick={() =>
                  confirm({
                    title: t('unlink.title'),
                    content: t('unlink.content', { name: member.nickname || member.username }),
                    okText: t('actions.unlink'),
                    danger: true,
                    send: () => unlink.mutateAsync({ member_id: member.member_id }),
                  })
                }
              >
                {t('actions.unlink')}
              </Button>
            )}
          </Space>
        )
      }
    >
      <Typography.Paragraph type="secondary">{t('detail.group_hint')}</Typography.Paragraph>
      <List
        size="small"
        locale={{ emptyText: t('detail.group_empty') }}
        dataSource={grouped ? member.group_accounts : []}
        renderItem={(account) => (
          <List.Item extra={<MemberStatusTag status={account.status} />}>
            <Space>
              {account.is_self ? (
                <Typography.Text strong>{account.username}</Typography.Text>
              ) : (
                <Link to={`/members/${account.member_id}`}>{account.username}</Link>
              )}
              <Typography.Text type="secondary">{account.nickname}</Typography.Text>
              {account.is_self && <Tag>{t('detail.self')}</Tag>}
            </Space>
          </List.Item>
        )}
      />
      {canManage && <LinkModal member={member} open={linking} onClose={() => setLinking(false)} />}
    </Card>
  );
}
