import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { CollectionPanel } from '@/features/catalogue/components/member-goods/collection-panel';

/** /member/collection (我的收藏, login required): the page number lives in `?page=`. */
export function MemberCollectionPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const go = useCallback(
    (next: number) => {
      setParams(next > 1 ? { page: String(next) } : {});
      window.scrollTo({ top: 0 });
    },
    [setParams],
  );
  return <CollectionPanel page={page} onPageChange={go} />;
}
