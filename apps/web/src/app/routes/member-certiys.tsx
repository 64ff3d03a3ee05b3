import type { ShopDocument } from '@shop/contracts/member';
import { Image, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { palette } from '@/app/theme';
import { QueryState } from '@/components/query-state';
import { useShopDocuments } from '@/features/licence/api/get-shop-documents';

/** /member/certiys 首营资料 (issue 16): the shops' own licences to view and download. */
export function MemberCertiysPage() {
  const { t } = useTranslation('licence');
  const docs = useShopDocuments();
  const columns: ColumnsType<ShopDocument> = [
    { title: t('certiys.shop'), dataIndex: 'shop_name', width: 180 },
    { title: t('certiys.name'), dataIndex: 'name', width: 200 },
    { title: t('certiys.docNo'), dataIndex: 'doc_no', width: 160 },
    {
      title: t('certiys.validTo'),
      dataIndex: 'valid_to',
      width: 120,
      render: (v: string | null) => v ?? t('table.longTerm'),
    },
    {
      title: t('certiys.file'),
      dataIndex: 'file',
      render: (file: string, row) => (
        <Space size={12}>
          <Image src={file} width={64} height={44} alt={row.name} style={{ objectFit: 'cover' }} />
          <a href={file} download={`${row.shop_name}-${row.name}`}>
            {t('certiys.download')}
          </a>
        </Space>
      ),
    },
  ];
  return (
    <div style={{ background: palette.white, padding: 20 }}>
      <h2 style={{ margin: '0 0 8px', fontSize: 18 }}>{t('titles.certiys')}</h2>
      <p style={{ color: palette.textMuted, margin: '0 0 16px' }}>{t('certiys.intro')}</p>
      <QueryState query={docs} rows={6} empty={t('certiys.empty')}>
        {(list) => (
          <Table
            rowKey="id"
            columns={columns}
            dataSource={list}
            bordered
            pagination={{ pageSize: 12, hideOnSinglePage: true }}
          />
        )}
      </QueryState>
    </div>
  );
}
