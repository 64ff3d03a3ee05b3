import type { DocumentQueueRow } from '@shop/contracts/member';
import { shopDateTimeSeconds } from '@shop/web-kit/shop-time';
import { Card, Image, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentQueue } from '@/features/members/api/get-document-queue';

/**
 * `/admin/documents` (issue 16): the licence document versions waiting review, oldest first; each
 * opens its member's detail, where it is approved or rejected.
 */
export function DocumentsPage() {
  const { t } = useTranslation('members');
  const [page, setPage] = useState(1);
  const queue = useDocumentQueue(page);
  const columns: ColumnsType<DocumentQueueRow> = [
    {
      title: t('queue.member'),
      width: 200,
      render: (_, r) => (
        <Link to={`/members/${r.member_id}`}>
          {r.nickname || r.username}（{r.username}）
        </Link>
      ),
    },
    {
      title: t('documents.type'),
      dataIndex: 'type_name',
      width: 200,
      render: (name: string, r) => (
        <Space>
          {name}
          {r.is_renewal && <Tag color="blue">{t('queue.renewal')}</Tag>}
        </Space>
      ),
    },
    { title: t('documents.doc_no'), dataIndex: 'doc_no', width: 180 },
    {
      title: t('documents.validity'),
      width: 200,
      render: (_, d) =>
        d.valid_from || d.valid_to
          ? `${d.valid_from ?? ''} ~ ${d.valid_to ?? t('documents.long_term')}`
          : '-',
    },
    {
      title: t('documents.images'),
      dataIndex: 'images',
      render: (images: string[]) => (
        <Space size={4}>
          {images.map((src) => (
            <Image key={src} src={src} width={40} height={40} style={{ objectFit: 'cover' }} />
          ))}
        </Space>
      ),
    },
    {
      title: t('queue.submitted'),
      dataIndex: 'create_time',
      width: 170,
      render: (ms: number) => shopDateTimeSeconds(ms),
    },
    {
      title: t('documents.action'),
      width: 100,
      render: (_, r) => <Link to={`/members/${r.member_id}`}>{t('queue.review')}</Link>,
    },
  ];
  return (
    <Card title={t('queue.title')}>
      <Table
        rowKey="id"
        columns={columns}
        loading={queue.isLoading}
        dataSource={queue.data?.list ?? []}
        locale={{ emptyText: queue.error ? queue.error.message : t('queue.empty') }}
        pagination={{
          current: page,
          pageSize: 20,
          total: queue.data?.count ?? 0,
          showSizeChanger: false,
          onChange: setPage,
        }}
      />
    </Card>
  );
}
