import type { PointItemType } from '@shop/contracts/point';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { ContentColumn } from '@/components/content-column';
import { parsePage } from '@/features/catalogue/lib/brand-initials';
import { PointMallView } from '@/features/point/components/point-mall-view';
import { hasSession } from '@/lib/session';

const typeOf = (value: string | null): PointItemType | undefined =>
  value === '1' ? 1 : value === '2' ? 2 : undefined;

/** /point 积分商城: the tab and page live in `?type=&page=`, so reload and back keep them. */
export function PointMallPage() {
  const [params, setParams] = useSearchParams();
  const go = useCallback(
    (next: { type: PointItemType | undefined; page: number }) => {
      const query = new URLSearchParams();
      if (next.type) query.set('type', String(next.type));
      if (next.page > 1) query.set('page', String(next.page));
      setParams(query);
      window.scrollTo({ top: 0 });
    },
    [setParams],
  );
  return (
    <ContentColumn style={{ padding: '16px 0 32px' }}>
      <PointMallView
        type={typeOf(params.get('type'))}
        page={parsePage(params.get('page'))}
        isMember={hasSession()}
        onPlaceChange={go}
      />
    </ContentColumn>
  );
}
