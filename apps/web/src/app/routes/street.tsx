import { SEARCH_KEYWORD_MAX } from '@shop/contracts/constants';
import { Button, Input, Pagination, Result, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useShopPage } from '@/features/catalogue/api/get-shop-page';
import { ShopRow } from '@/features/catalogue/components/street/shop-row';
import { parsePage } from '@/features/catalogue/lib/brand-initials';
import { ContactServiceButton } from '@/features/chat/components/contact-service-button';
import { PageHeading } from '@/components/page-heading';
import { QueryState } from '@/components/query-state';
import { palette } from '@/app/theme';

const PAGE_SIZE = 10;

/** /street: the shops, searchable by `?keyword=` (the header's shop search comes here), paged. */
export function StreetPage() {
  const { t } = useTranslation('street');
  const [params, setParams] = useSearchParams();
  const keyword = (params.get('keyword') ?? '').trim().slice(0, SEARCH_KEYWORD_MAX);
  const page = parsePage(params.get('page'));
  const shops = useShopPage({ keyword: keyword || undefined, page, page_size: PAGE_SIZE });
  const [draft, setDraft] = useState(keyword);
  // A new `?keyword=` (the header's shop search) replaces what was typed here.
  const [shownKeyword, setShownKeyword] = useState(keyword);
  if (shownKeyword !== keyword) {
    setShownKeyword(keyword);
    setDraft(keyword);
  }

  const go = (next: { keyword?: string; page?: number }) => {
    const query = new URLSearchParams();
    const word = (next.keyword ?? keyword).trim();
    if (word) query.set('keyword', word);
    if ((next.page ?? 1) > 1) query.set('page', String(next.page));
    setParams(query);
    window.scrollTo({ top: 0 });
  };

  return (
    <div style={{ padding: '16px 0 32px' }}>
      <PageHeading title={t('heading')}>
        <span style={{ color: palette.textSecondary, fontSize: 13 }}>
          {keyword ? t('resultFor', { keyword }) : null}
          {shops.data && (
            <span style={{ marginLeft: 8 }}>{t('total', { count: shops.data.count })}</span>
          )}
        </span>
        <Input.Search
          aria-label={t('searchPlaceholder')}
          placeholder={t('searchPlaceholder')}
          value={draft}
          maxLength={SEARCH_KEYWORD_MAX}
          allowClear
          enterButton={t('search')}
          onChange={(e) => setDraft(e.target.value)}
          onSearch={(value) => go({ keyword: value })}
          style={{ width: 380, marginLeft: 'auto' }}
        />
      </PageHeading>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 12, marginTop: 12 }}>
        <QueryState
          query={shops}
          placeholder={<Skeleton active avatar paragraph={{ rows: 6 }} />}
          errorTitle={t('loadError')}
          emptyView={
            <Result
              status="404"
              title={t('empty')}
              subTitle={t('emptyHint')}
              extra={
                keyword && (
                  <Button type="primary" danger onClick={() => go({ keyword: '' })}>
                    {t('showAll')}
                  </Button>
                )
              }
              style={{ background: palette.white }}
            />
          }
          style={{ background: palette.white, padding: 20 }}
        >
          {(data) =>
            data.list.map((shop) => (
              <ShopRow
                key={shop.site_id}
                shop={shop}
                contact={
                  <ContactServiceButton testId="shop-contact-service" siteId={shop.site_id} block />
                }
              />
            ))
          }
        </QueryState>
      </div>
      {shops.data && shops.data.count > PAGE_SIZE && (
        <Pagination
          current={page}
          pageSize={PAGE_SIZE}
          total={shops.data.count}
          showSizeChanger={false}
          onChange={(p) => go({ page: p })}
          style={{ marginTop: 20, justifyContent: 'center' }}
        />
      )}
    </div>
  );
}
