import { Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { useEditorGoods, useEditorOptions } from '@/features/goods/api/goods-editor-api';
import { GoodsEditorForm } from '@/features/goods/components/editor/goods-editor-form';
import { emptyValues, newGoodsSiteId, valuesOf } from '@/features/goods/editor/editor-values';
import { useStaff } from '@/lib/staff';

/**
 * `/admin/goods/new`, `/admin/goods/:goodsId/edit` and `/admin/goods/new?copy=:id` (issue 25):
 * the goods editor, once its choices and the goods (edit, copy) have loaded.
 */
export function GoodsEditorPage() {
  const { t } = useTranslation('goods-editor');
  const staff = useStaff();
  const platform = staff.is_platform === 1;
  const goodsId = Number(useParams().goodsId) || undefined;
  const copyOf = Number(useSearchParams()[0].get('copy')) || undefined;
  const mode = goodsId ? 'edit' : copyOf ? 'copy' : 'new';
  const options = useEditorOptions();
  const loaded = useEditorGoods(goodsId ?? copyOf);

  if (options.isError || loaded.isError)
    return (
      <Result
        status="warning"
        title={t('load_failed')}
        extra={<Link to="/goods">{t('actions.back')}</Link>}
      />
    );
  if (!options.data || (mode !== 'new' && !loaded.data))
    return <Skeleton active paragraph={{ rows: 12 }} />;
  const initial = loaded.data
    ? valuesOf(loaded.data, mode === 'copy' ? 'copy' : 'edit')
    : emptyValues(newGoodsSiteId(staff, options.data.shops));
  return (
    <GoodsEditorForm
      // A saved goods opens afresh from what was stored (new SKUs get their ids).
      key={`${mode}-${goodsId ?? copyOf ?? 0}-${loaded.dataUpdatedAt}`}
      title={t(`title_${mode}`)}
      initial={initial}
      options={options.data}
      platform={platform}
      goodsId={goodsId}
      copyOf={mode === 'copy' ? copyOf : undefined}
    />
  );
}
