import type { ConsoleMemberDetail, MemberDocument } from '@shop/contracts/member';
import { shopDateTimeSeconds } from '@shop/web-kit/shop-time';
import { Button, Card, Image, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QualificationTag } from './member-tags';
import { DocumentReviewModal } from './document-review-modal';

const STATUS_COLOURS = { 0: 'processing', 1: 'success', [-1]: 'error', 2: 'default' } as const;

/**
 * 资质审核 (issue 16): every version of the member's documents, newest first, with number,
 * validity, scopes and images; staff who review documents approve (correcting number and dates)
 * or reject (with the reason the buyer reads) each waiting version on its own.
 */
export function QualificationCard({
  member,
  canReview,
}: {
  member: ConsoleMemberDetail;
  canReview: boolean;
}) {
  const { t } = useTranslation('members');
  const [reviewing, setReviewing] = useState<{ doc: MemberDocument; pass: 0 | 1 } | null>(null);
  const typeName = (type: string) => t(`licence_types.${type}`, { defaultValue: type });
  const columns: ColumnsType<MemberDocument> = [
    {
      title: t('documents.type'),
      dataIndex: 'type_key',
      width: 160,
      render: typeName,
    },
    {
      title: t('documents.doc_no'),
      dataIndex: 'doc_no',
      width: 170,
      render: (v: string) => v || '-',
    },
    {
      title: t('documents.validity'),
      width: 200,
      render: (_, d) =>
        d.valid_from || d.valid_to
          ? `${d.valid_from ?? ''} ~ ${d.valid_to ?? t('documents.long_term')}`
          : '-',
    },
    {
      title: t('documents.scopes'),
      dataIndex: 'scopes',
      render: (scopes: string[]) =>
        scopes.length
          ? scopes
              .map((s) => t(`scopes.${s}`, { defaultValue: s }))
              .join(t('common:list_separator'))
          : '-',
    },
    {
      title: t('documents.images'),
      dataIndex: 'images',
      width: 140,
      render: (images: string[], d) => (
        <Space size={4}>
          {images.map((src, i) => (
            <Image
              key={src}
              src={src}
              alt={`${typeName(d.type_key)} ${i + 1}`}
              width={44}
              height={44}
              style={{ objectFit: 'cover' }}
            />
          ))}
        </Space>
      ),
    },
    {
      title: t('documents.status'),
      dataIndex: 'status',
      width: 150,
      render: (status: MemberDocument['status'], d) => (
        <Space orientation="vertical" size={0}>
          {d.expired ? (
            <Tag color="error">{t('documents.expired')}</Tag>
          ) : (
            <Tag color={STATUS_COLOURS[status]}>{t(`documents.statuses.${status}`)}</Tag>
          )}
          {status === -1 && <Typography.Text type="danger">{d.reject_reason}</Typography.Text>}
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {shopDateTimeSeconds(d.create_time)}
          </Typography.Text>
        </Space>
      ),
    },
    ...(canReview
      ? [
          {
            title: t('documents.action'),
            width: 150,
            render: (_: unknown, d: MemberDocument) =>
              d.status === 0 && (
                <Space>
                  <Button
                    size="small"
                    type="primary"
                    onClick={() => setReviewing({ doc: d, pass: 1 })}
                  >
                    {t('actions.approve')}
                  </Button>
                  <Button size="small" danger onClick={() => setReviewing({ doc: d, pass: 0 })}>
                    {t('actions.reject')}
                  </Button>
                </Space>
              ),
          },
        ]
      : []),
  ];
  return (
    <Card
      title={t('detail.qualification')}
      extra={<QualificationTag status={member.qualification_status} />}
    >
      <Image.PreviewGroup>
        <Table
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={member.documents}
          pagination={false}
          locale={{ emptyText: t('detail.no_images') }}
        />
      </Image.PreviewGroup>
      {reviewing && (
        <DocumentReviewModal
          doc={reviewing.doc}
          pass={reviewing.pass}
          onClose={() => setReviewing(null)}
        />
      )}
    </Card>
  );
}
