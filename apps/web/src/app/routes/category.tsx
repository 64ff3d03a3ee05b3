import { Breadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '@/components/query-state';
import { useCategoryConfig } from '@/features/catalogue/api/get-category-config';
import { useCategoryTree } from '@/features/catalogue/api/get-category-tree';
import { CategoryJumpIndex } from '@/features/catalogue/components/category-page/category-jump-index';
import { CategorySection } from '@/features/catalogue/components/category-page/category-section';
import { palette } from '@/app/theme';

/** /category: the whole three-level tree with a quick-jump index; images when the config says so. */
export function CategoryPage() {
  const { t } = useTranslation('category-page');
  const { t: tc } = useTranslation();
  const tree = useCategoryTree();
  const showImages = useCategoryConfig()?.img === 1;
  return (
    <div style={{ padding: '16px 0 32px' }}>
      <Breadcrumb
        items={[{ title: <Link to="/index">{tc('titles.home')}</Link> }, { title: t('heading') }]}
        style={{ marginBottom: 12 }}
      />
      <h1 style={{ margin: '0 0 12px', fontSize: 22, fontWeight: 700 }}>{t('heading')}</h1>
      <QueryState
        query={tree}
        rows={10}
        errorTitle={t('loadError')}
        empty={t('empty')}
        style={{ background: palette.white, padding: 48, margin: 0 }}
      >
        {(data) => (
          <div style={{ display: 'flex', alignItems: 'flex-start', gap: 16 }}>
            <div style={{ width: 170, flexShrink: 0, alignSelf: 'stretch' }}>
              <CategoryJumpIndex tree={data} />
            </div>
            <div
              style={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 16 }}
            >
              {data.map((first) => (
                <CategorySection key={first.category_id} first={first} showImages={showImages} />
              ))}
            </div>
          </div>
        )}
      </QueryState>
    </div>
  );
}
