import { ArrowLeftOutlined } from '@ant-design/icons';
import { consoleEnableMemberEndpoint, type ConsoleMemberDetail } from '@shop/contracts/member';
import { Alert, Button, Col, Flex, Result, Row, Skeleton, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { useMemberDetail } from '@/features/members/api/get-member-detail';
import { useMemberWrite } from '@/features/members/api/member-write';
import { DisableModal } from '@/features/members/components/disable-modal';
import { GroupCard } from '@/features/members/components/group-card';
import { MemberStatusTag, QualificationTag } from '@/features/members/components/member-tags';
import { MoneyCard } from '@/features/members/components/money-card';
import { OrdersCard } from '@/features/members/components/orders-card';
import { ProfileCard } from '@/features/members/components/profile-card';
import { QualificationCard } from '@/features/members/components/qualification-card';
import { useConfirmWrite } from '@/features/members/components/use-confirm-write';
import { useStaffMay } from '@/lib/staff';
import { space } from '../theme';

/** A member id from the address: a positive integer, else 0 (answered as not found). */
const memberIdOf = (value: string | undefined) =>
  value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : 0;

/**
 * `/admin/members/:memberId` (issue 15): one member's profile, licences, money, login group and
 * orders with the shop. What the role may change is offered (`member.manage`: licences, type,
 * level, salesman, login group, disable; `member.money`: balance and credit); a salesman reads.
 */
export function MemberDetailPage() {
  const { t } = useTranslation('members');
  const memberId = memberIdOf(useParams().memberId);
  const query = useMemberDetail(memberId);
  const back = (
    <Link to="/members">
      <Button icon={<ArrowLeftOutlined />}>{t('back')}</Button>
    </Link>
  );
  if (memberId === 0) return <Result status="404" title={t('detail.not_found')} extra={back} />;
  if (query.isPending) return <Skeleton active paragraph={{ rows: 12 }} />;
  if (query.isError)
    return (
      <Result
        status="warning"
        title={query.error.message}
        extra={
          <Space>
            {back}
            <Button onClick={() => void query.refetch()}>{t('common:actions.retry')}</Button>
          </Space>
        }
      />
    );
  return <MemberDetail member={query.data} back={back} />;
}

function MemberDetail({ member, back }: { member: ConsoleMemberDetail; back: React.ReactNode }) {
  const { t } = useTranslation('members');
  const canManage = useStaffMay('member.manage');
  const canReview = useStaffMay('document.review');
  const canMoney = useStaffMay('member.money');
  const canOpenOrders = useStaffMay('order.read');
  const confirm = useConfirmWrite();
  const [disabling, setDisabling] = useState(false);
  const enable = useMemberWrite(consoleEnableMemberEndpoint);
  const name = member.nickname || member.username;
  const toggle = () =>
    member.status === 1
      ? setDisabling(true)
      : confirm({
          title: t('enable.title'),
          content: t('enable.content', { name }),
          okText: t('actions.enable'),
          send: () => enable.mutateAsync({ member_id: member.member_id }),
        });
  return (
    <>
      <PageHeader
        title={
          <Flex gap="small" align="center" wrap>
            {name}
            <MemberStatusTag status={member.status} />
            <QualificationTag status={member.qualification_status} />
          </Flex>
        }
        subTitle={`${t('detail.title')} · ${member.username} · ID ${member.member_id}`}
        extra={
          <>
            {back}
            {canManage && (
              <Button danger={member.status === 1} onClick={toggle}>
                {member.status === 1 ? t('actions.disable') : t('actions.enable')}
              </Button>
            )}
          </>
        }
      />
      <DisableModal member={member} open={disabling} onClose={() => setDisabling(false)} />
      {member.status === 0 && (
        <Alert type="warning" showIcon title={t('status.0')} style={{ marginBottom: space.md }} />
      )}
      <Row gutter={[space.md, space.md]}>
        <Col xs={24} xl={16}>
          <Flex vertical gap={space.md}>
            <ProfileCard member={member} canManage={canManage} />
            <QualificationCard member={member} canReview={canReview} />
            <OrdersCard member={member} canOpenOrders={canOpenOrders} />
          </Flex>
        </Col>
        <Col xs={24} xl={8}>
          <Flex vertical gap={space.md}>
            <MoneyCard member={member} canChange={canMoney} />
            <GroupCard member={member} canManage={canManage} />
          </Flex>
        </Col>
      </Row>
    </>
  );
}
