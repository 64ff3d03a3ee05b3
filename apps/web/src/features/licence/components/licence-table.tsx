import type {
  DocumentState,
  MemberDocument,
  MemberDocumentType,
  QualificationConfig,
} from '@shop/contracts/member';
import { Button, Image, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { palette } from '@/app/theme';
import { DocumentFormModal } from './document-form-modal';

const STATE_COLOURS: Record<DocumentState, string> = {
  none: 'default',
  waiting: 'processing',
  approved: 'success',
  rejected: 'error',
  expiring: 'warning',
  expired: 'error',
};

type Props = { types: MemberDocumentType[]; config: QualificationConfig };

/** /member/qualification: every document type with its state; upload or renew one at a time. */
export function LicenceTable({ types, config }: Props) {
  const { t } = useTranslation('licence');
  const [editing, setEditing] = useState<MemberDocumentType | null>(null);
  const scopeName = (key: string) => config.scopes.find((s) => s.key === key)?.name ?? key;
  const typeOf = (key: string) => config.types.find((x) => x.type_key === key);
  const validity = (d: MemberDocument | null) =>
    !d || (!d.valid_from && !d.valid_to)
      ? '-'
      : `${d.valid_from ?? ''} ~ ${d.valid_to ?? t('table.longTerm')}`;

  const columns: ColumnsType<MemberDocumentType> = [
    {
      title: t('table.type'),
      dataIndex: 'type_name',
      width: 140,
      render: (name: string, row) => (
        <>
          {row.is_required && <span style={{ color: palette.brand, marginRight: 4 }}>*</span>}
          <strong>{name}</strong>
        </>
      ),
    },
    {
      title: t('table.state'),
      dataIndex: 'state',
      width: 110,
      render: (state: DocumentState, row) => (
        <Space orientation="vertical" size={2}>
          <Tag color={STATE_COLOURS[state]}>{t(`states.${state}`)}</Tag>
          {row.days_left !== null && state === 'expiring' && (
            <span style={{ fontSize: 12, color: palette.warning }}>
              {t('table.daysLeft', { days: row.days_left })}
            </span>
          )}
          {state === 'rejected' && row.current?.reject_reason && (
            <span style={{ fontSize: 12, color: palette.error }}>
              {t('table.rejectReason', { reason: row.current.reject_reason })}
            </span>
          )}
          {row.renewal && (
            <span style={{ fontSize: 12, color: palette.textSecondary }}>
              {t('table.renewal', {
                state: t(`states.${row.renewal.status === 0 ? 'waiting' : 'rejected'}`),
              })}
              {row.renewal.status === -1 && ` · ${row.renewal.reject_reason}`}
            </span>
          )}
        </Space>
      ),
    },
    { title: t('table.docNo'), width: 150, render: (_, row) => row.current?.doc_no || '-' },
    { title: t('table.validity'), width: 180, render: (_, row) => validity(row.current) },
    {
      title: t('table.scopes'),
      render: (_, row) =>
        row.current?.scopes.length
          ? row.current.scopes.map(scopeName).join(t('common:list_separator'))
          : '-',
    },
    {
      title: t('table.images'),
      width: 120,
      render: (_, row) => (
        <Image.PreviewGroup>
          <Space size={4}>
            {(row.current?.images ?? []).map((src) => (
              <Image key={src} src={src} width={48} height={36} style={{ objectFit: 'cover' }} />
            ))}
          </Space>
        </Image.PreviewGroup>
      ),
    },
    {
      title: t('table.action'),
      width: 90,
      render: (_, row) => {
        const waiting = row.state === 'waiting' || row.renewal?.status === 0;
        if (waiting)
          return <span style={{ color: palette.textMuted }}>{t('table.waitingReview')}</span>;
        const label =
          row.state === 'none' ? 'upload' : row.state === 'rejected' ? 'resubmit' : 'renew';
        return (
          <Button
            type={row.state === 'none' ? 'primary' : 'default'}
            size="small"
            onClick={() => setEditing(row)}
          >
            {t(`table.${label}`)}
          </Button>
        );
      },
    },
  ];

  const editingType = editing ? typeOf(editing.type_key) : undefined;
  return (
    <>
      <Table rowKey="type_key" columns={columns} dataSource={types} pagination={false} bordered />
      {editing && editingType && (
        <DocumentFormModal
          type={editingType}
          scopes={config.scopes}
          renewing={editing.current?.status === 1}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
