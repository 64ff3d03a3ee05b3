import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { parsePage } from '@/features/catalogue/lib/brand-initials';
import { PointLogPanel } from '@/features/point/components/point-log-panel';

/** /member/my_point 我的积分 (login required): the page lives in `?page=`. */
export function MemberMyPointPage() {
  const [params, setParams] = useSearchParams();
  const go = useCallback(
    (page: number) => {
      setParams(page > 1 ? new URLSearchParams({ page: String(page) }) : new URLSearchParams());
      window.scrollTo({ top: 0 });
    },
    [setParams],
  );
  return <PointLogPanel page={parsePage(params.get('page'))} onPageChange={go} />;
}
