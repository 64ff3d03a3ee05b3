import type { EvaluateAddBody, EvaluateAgainBody, EvaluateLine } from '@shop/contracts/aftersale';

/*
 * The evaluation page's form (issue 17): one group of fields per order line, named by the line's
 * id, turned into the call's body here.
 */

export type AddLineValues = {
  scores?: number;
  content?: string;
  images?: string[];
  is_anonymous?: boolean;
};
export type AgainLineValues = { again_content?: string; again_images?: string[] };
export type LinesForm<V> = { lines?: Record<string, V | undefined> };

/** The form field of line `orderGoodsId`. */
export const lineField = (orderGoodsId: number, field: string) => [
  'lines',
  String(orderGoodsId),
  field,
];

/** `/api/goodsevaluate/add`'s body: every line, in the order's line order. */
export function addEvaluateBody(
  orderId: number,
  lines: readonly EvaluateLine[],
  values: LinesForm<AddLineValues>,
): EvaluateAddBody {
  return {
    order_id: orderId,
    goods_evaluate: lines.map((line) => {
      const v = values.lines?.[String(line.order_goods_id)] ?? {};
      return {
        order_goods_id: line.order_goods_id,
        scores: v.scores ?? 0,
        content: v.content?.trim() ?? '',
        images: v.images ?? [],
        is_anonymous: v.is_anonymous ?? false,
      };
    }),
  };
}

/**
 * `/api/goodsevaluate/again`'s body: the lines the buyer wrote a follow-up for (words required,
 * pictures optional); null when none has one.
 */
export function againEvaluateBody(
  orderId: number,
  lines: readonly EvaluateLine[],
  values: LinesForm<AgainLineValues>,
): EvaluateAgainBody | null {
  const written = lines.flatMap((line) => {
    const v = values.lines?.[String(line.order_goods_id)] ?? {};
    const content = v.again_content?.trim() ?? '';
    if (!line.evaluate || content === '') return [];
    return [
      {
        order_goods_id: line.order_goods_id,
        again_content: content,
        again_images: v.again_images ?? [],
      },
    ];
  });
  return written.length > 0 ? { order_id: orderId, goods_evaluate: written } : null;
}
