import { Pagination } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useBrandCenter } from '@/features/catalogue/api/get-brand-center';
import { BrandGrid } from '@/features/catalogue/components/brand-center/brand-grid';
import { BrandInitialFilter } from '@/features/catalogue/components/brand-center/brand-initial-filter';
import { parseInitial, parsePage } from '@/features/catalogue/lib/brand-initials';
import { PageHeading } from '@/components/page-heading';
import { QueryState } from '@/components/query-state';
import { palette } from '@/app/theme';

const PAGE_SIZE = 30;

/** /brand: the brand centre, filtered by initial letter (`?initial=`), paged (`?page=`). */
export function BrandPage() {
  const { t } = useTranslation('brand');
  const [params, setParams] = useSearchParams();
  const initial = parseInitial(params.get('initial'));
  const page = parsePage(params.get('page'));
  const brands = useBrandCenter({
    page,
    page_size: PAGE_SIZE,
    brand_initial: initial || undefined,
  });

  const go = (next: { initial?: string; page?: number }) => {
    const query = new URLSearchParams();
    const letter = next.initial ?? initial;
    if (letter) query.set('initial', letter);
    if ((next.page ?? 1) > 1) query.set('page', String(next.page));
    setParams(query);
    window.scrollTo({ top: 0 });
  };

  return (
    <div style={{ padding: '16px 0 32px' }}>
      <PageHeading title={t('heading')}>
        <span style={{ color: palette.textTertiary, fontSize: 13 }}>{t('subheading')}</span>
        {brands.data && (
          <span style={{ marginLeft: 'auto', color: palette.textSecondary, fontSize: 13 }}>
            {t('total', { count: brands.data.count })}
          </span>
        )}
      </PageHeading>
      <BrandInitialFilter value={initial} onChange={(letter) => go({ initial: letter })} />
      <div style={{ marginTop: 16 }}>
        <QueryState
          query={brands}
          errorTitle={t('loadError')}
          empty={t('empty')}
          style={{ background: palette.white, padding: 48, margin: 0 }}
        >
          {(data) => <BrandGrid brands={data.list} />}
        </QueryState>
      </div>
      {brands.data && brands.data.count > PAGE_SIZE && (
        <Pagination
          current={page}
          pageSize={PAGE_SIZE}
          total={brands.data.count}
          showSizeChanger={false}
          onChange={(p) => go({ page: p })}
          style={{ marginTop: 20, justifyContent: 'center' }}
        />
      )}
    </div>
  );
}
