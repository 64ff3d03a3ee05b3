import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import {
  parsePromotionSlug,
  type PromotionPageKind,
} from '@/features/promotion/lib/promotion-paths';
import { NotFoundPage } from './not-found';

const PAGES: Record<PromotionPageKind, ReturnType<typeof lazy>> = {
  seckill: lazy(() =>
    import('./promotion-seckill-detail').then((m) => ({ default: m.SeckillDetailPage })),
  ),
  groupbuy: lazy(() =>
    import('./promotion-groupbuy-detail').then((m) => ({ default: m.GroupbuyDetailPage })),
  ),
  combo: lazy(() => import('./promotion-combo').then((m) => ({ default: m.ComboPage }))),
  topic: lazy(() => import('./promotion-topic').then((m) => ({ default: m.TopicPage }))),
  'topic-goods': lazy(() =>
    import('./promotion-topic-goods').then((m) => ({ default: m.TopicGoodsPage })),
  ),
};

/**
 * /promotion/{kind}-{id}: one route for the promotion pages whose id is part of the segment; it
 * loads the page of the kind (each its own chunk) and reads the id itself.
 */
export function PromotionSlugPage() {
  const parsed = parsePromotionSlug(useParams().promoSlug);
  if (!parsed) return <NotFoundPage />;
  const Page = PAGES[parsed.kind];
  return (
    <Suspense fallback={null}>
      <Page key={parsed.id} />
    </Suspense>
  );
}
