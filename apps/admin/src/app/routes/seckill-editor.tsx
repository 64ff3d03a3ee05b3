import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DetailLoadFailed } from '@/components/detail-load-failed';
import { useSeckillDetail, useSeckillTimes } from '@/features/promotions/api/seckill-console';
import {
  SECKILLS_ADDRESS,
  SeckillEditorForm,
} from '@/features/promotions/components/seckill-editor-form';
import { emptySeckill, valuesOf } from '@/features/promotions/seckill-editor-values';
import { isSeckillOpen } from '@/features/promotions/seckill-state';

/**
 * `/admin/promotions/seckill/new` and `/admin/promotions/seckill/:promotionId/edit` (issue 27):
 * the seckill editor once the slots and the seckill (edit) have loaded. One that has ended or
 * been closed cannot be edited.
 */
export function SeckillEditorPage() {
  const { t } = useTranslation('promotions');
  const raw = useParams().promotionId;
  const promotionId = raw === undefined ? undefined : Number(raw);
  const malformed =
    promotionId !== undefined && !(Number.isInteger(promotionId) && promotionId > 0);
  const times = useSeckillTimes();
  const detail = useSeckillDetail(malformed ? undefined : promotionId);
  const back = { backTo: SECKILLS_ADDRESS, backLabel: t('actions.back') };

  if (malformed) return <DetailLoadFailed title={t('editor.load_failed')} {...back} />;
  if (times.isError || detail.isError)
    return (
      <DetailLoadFailed
        title={(times.error ?? detail.error)?.message ?? t('editor.load_failed')}
        onRetry={() => void (times.isError ? times.refetch() : detail.refetch())}
        {...back}
      />
    );
  if (!times.data || (promotionId !== undefined && !detail.data))
    return <Skeleton active paragraph={{ rows: 10 }} />;
  if (detail.data && !isSeckillOpen(detail.data.state))
    return <DetailLoadFailed title={t('editor.not_editable')} {...back} />;
  return (
    <SeckillEditorForm
      key={`${promotionId ?? 'new'}-${detail.dataUpdatedAt}`}
      title={promotionId ? t('editor.title_edit') : t('editor.title_new')}
      initial={detail.data ? valuesOf(detail.data) : emptySeckill()}
      times={times.data.list}
      promotionId={promotionId}
    />
  );
}
