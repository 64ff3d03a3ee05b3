import type { PackageGoods } from '@shop/contracts/order';
import { useTranslation } from 'react-i18next';
import { palette } from '@/app/theme';
import { DocumentLinks } from './document-links';

/**
 * A package line's batch (issue 17) as one small line under its goods: 批号, 有效期至 and the
 * batch's documents to download; nothing when the shop recorded none.
 */
export function BatchNote({ goods }: { goods: PackageGoods }) {
  const { t } = useTranslation('order');
  if (!goods.batch_no && !goods.expiry_date && goods.documents.length === 0) return null;
  return (
    <div
      data-testid="logistics-batch"
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: '2px 16px',
        marginTop: 4,
        fontSize: 12,
        color: palette.textSecondary,
      }}
    >
      {goods.batch_no && (
        <span>
          {t('batch.batchNo')}
          {t('colon')}
          {goods.batch_no}
        </span>
      )}
      {goods.expiry_date && (
        <span>
          {t('batch.expiry')}
          {t('colon')}
          {goods.expiry_date}
        </span>
      )}
      {goods.documents.length > 0 && <DocumentLinks documents={goods.documents} />}
    </div>
  );
}
