import {
  consoleReviewQualificationEndpoint,
  type ConsoleMemberDetail,
} from '@shop/contracts/member';
import { Button, Card, Descriptions, Empty, Flex, Image, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { space } from '@/app/theme';
import { shopDateTime } from '@/lib/shop-time';
import { useMemberWrite } from '../api/member-write';
import { QualificationTag } from './member-tags';
import { RejectModal } from './reject-modal';
import { useConfirmWrite } from './use-confirm-write';

const THUMB = 120;

/**
 * 资质审核: the member's licence images by type (click to enlarge, arrows through all of them),
 * the review state and a rejection's reason; staff who manage members approve or reject the
 * waiting ones (a rejection needs the reason the buyer reads).
 */
export function QualificationCard({
  member,
  canReview,
}: {
  member: ConsoleMemberDetail;
  canReview: boolean;
}) {
  const { t } = useTranslation('members');
  const confirm = useConfirmWrite();
  const [rejecting, setRejecting] = useState(false);
  const review = useMemberWrite(consoleReviewQualificationEndpoint);
  const { qualification } = member;
  const types = Object.entries(qualification.images).filter(([, paths]) => paths.length > 0);
  const waiting = qualification.status === 'waiting';
  const approve = () =>
    confirm({
      title: t('approve.title'),
      content: t('approve.content', { name: member.nickname || member.username }),
      okText: t('actions.approve'),
      send: () => review.mutateAsync({ member_id: member.member_id, pass: 1 }),
    });
  return (
    <Card
      title={t('detail.qualification')}
      extra={
        canReview &&
        waiting && (
          <Space>
            <Button type="primary" onClick={approve}>
              {t('actions.approve')}
            </Button>
            <Button danger onClick={() => setRejecting(true)}>
              {t('actions.reject')}
            </Button>
          </Space>
        )
      }
    >
      <Descriptions
        size="small"
        column={2}
        style={{ marginBottom: space.md }}
        items={[
          {
            key: 'status',
            label: t('columns.qualification'),
            children: <QualificationTag status={qualification.status} />,
          },
          {
            key: 'updated',
            label: t('detail.qualification_updated'),
            children:
              qualification.update_time === null ? '-' : shopDateTime(qualification.update_time),
          },
          ...(qualification.status === 'rejected' && qualification.remark
            ? [
                {
                  key: 'reason',
                  label: t('detail.qualification_reason'),
                  span: 2,
                  children: <Typography.Text type="danger">{qualification.remark}</Typography.Text>,
                },
              ]
            : []),
        ]}
      />
      {types.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('detail.no_images')} />
      ) : (
        <Image.PreviewGroup>
          <Flex vertical gap="middle">
            {types.map(([type, paths]) => (
              <div key={type}>
                <Typography.Text strong>
                  {t(`licence_types.${type}`, { defaultValue: type })}
                </Typography.Text>
                <Flex gap="small" wrap style={{ marginTop: space.xs }}>
                  {paths.map((path, index) => (
                    <Image
                      key={path}
                      src={path}
                      width={THUMB}
                      height={THUMB}
                      style={{ objectFit: 'cover' }}
                      alt={`${t(`licence_types.${type}`, { defaultValue: type })} ${index + 1}`}
                    />
                  ))}
                </Flex>
              </div>
            ))}
          </Flex>
        </Image.PreviewGroup>
      )}
      <RejectModal member={member} open={rejecting} onClose={() => setRejecting(false)} />
    </Card>
  );
}
