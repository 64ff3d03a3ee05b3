import { FileImageOutlined, FilePdfOutlined } from '@ant-design/icons';
import type { AnnexDocument } from '@shop/contracts/order';
import { useTranslation } from 'react-i18next';
import { palette } from '@/app/theme';

/**
 * The documents of a batch (药检报告, 出厂检验报告) as download links: the type, with the file's
 * name on hover; 暂无 when the shop has uploaded none. Only the order's member may download them
 * (the link's route checks the session).
 */
export function DocumentLinks({ documents }: { documents: readonly AnnexDocument[] }) {
  const { t } = useTranslation('order');
  if (documents.length === 0)
    return <span style={{ color: palette.textMuted }}>{t('batch.noDocuments')}</span>;
  return (
    <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: '4px 12px' }}>
      {documents.map((doc) => {
        const Icon = doc.file_name.endsWith('.pdf') ? FilePdfOutlined : FileImageOutlined;
        return (
          <a
            key={doc.annex_id}
            href={doc.url}
            download={doc.file_name}
            title={doc.file_name}
            aria-label={t('batch.download', { type: doc.doc_type_name, name: doc.file_name })}
            data-testid="batch-document"
            style={{ color: palette.blue, whiteSpace: 'nowrap' }}
          >
            <Icon style={{ marginInlineEnd: 4 }} />
            {doc.doc_type_name}
          </a>
        );
      })}
    </span>
  );
}
