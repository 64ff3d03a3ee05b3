/**
 * The promotion pages of spec §2 whose id is part of a segment: /promotion/seckill-{id},
 * /promotion/groupbuy-{id}, /promotion/combo-{id}, /promotion/topic-{id} and
 * /promotion/topic-goods-{id}.
 */
export const PROMOTION_PAGE_KINDS = [
  'seckill',
  'groupbuy',
  'combo',
  'topic',
  'topic-goods',
] as const;
export type PromotionPageKind = (typeof PROMOTION_PAGE_KINDS)[number];

export const promotionPath = (kind: PromotionPageKind, id: number) => `/promotion/${kind}-${id}`;

export const seckillPath = (id: number) => promotionPath('seckill', id);
export const groupbuyPath = (id: number) => promotionPath('groupbuy', id);
export const comboPath = (blId: number) => promotionPath('combo', blId);
export const topicPath = (id: number) => promotionPath('topic', id);
export const topicGoodsPath = (id: number) => promotionPath('topic-goods', id);

/** The page kind and id of a `/promotion/{kind}-{id}` segment, or undefined when it is none. */
export function parsePromotionSlug(
  slug: string | undefined,
): { kind: PromotionPageKind; id: number } | undefined {
  const match = /^(seckill|groupbuy|combo|topic-goods|topic)-(\d{1,9})$/.exec(slug ?? '');
  if (!match) return undefined;
  const id = Number(match[2]);
  return id > 0 ? { kind: match[1] as PromotionPageKind, id } : undefined;
}

/** The title key of a promotion page segment. */
export function promotionTitleKey(slug: string | undefined): string {
  switch (parsePromotionSlug(slug)?.kind) {
    case 'seckill':
      return 'seckill:titles.detail';
    case 'groupbuy':
      return 'groupbuy:titles.detail';
    case 'combo':
      return 'combo:titles.combo';
    case 'topic':
      return 'topic:titles.topic';
    case 'topic-goods':
      return 'topic:titles.goods';
    default:
      return 'common:titles.notFound';
  }
}
