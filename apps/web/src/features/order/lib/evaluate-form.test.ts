import type { EvaluateLine, OwnEvaluate } from '@shop/contracts/aftersale';
import { describe, expect, it } from 'vitest';
import { addEvaluateBody, againEvaluateBody, lineField } from './evaluate-form';

const evaluate: OwnEvaluate = {
  evaluate_id: 1,
  scores: 5,
  content: '好',
  images: [],
  is_anonymous: false,
  explain_first: '',
  is_audit: 1,
  create_time: 0,
  again_content: '',
  again_images: [],
  again_explain: '',
  again_time: null,
};
const line = (id: number, evaluated = false): EvaluateLine => ({
  order_goods_id: id,
  goods_id: 1,
  sku_id: 1,
  sku_name: '阿莫西林胶囊',
  sku_image: '',
  spec_name: '',
  num: 1,
  price: '12.50',
  refunded: false,
  evaluate: evaluated ? evaluate : null,
});

describe('the evaluation form', () => {
  it('names each line’s fields by its id', () => {
    expect(lineField(31, 'scores')).toEqual(['lines', '31', 'scores']);
  });

  it('sends every line in order, words trimmed, defaults for what was left alone', () => {
    const body = addEvaluateBody(7, [line(31), line(32)], {
      lines: {
        '32': { scores: 3, content: '  外箱有压痕  ', images: ['/upload/evaluate/a.jpg'] },
        '31': { scores: 5, is_anonymous: true },
      },
    });
    expect(body).toEqual({
      order_id: 7,
      goods_evaluate: [
        { order_goods_id: 31, scores: 5, content: '', images: [], is_anonymous: true },
        {
          order_goods_id: 32,
          scores: 3,
          content: '外箱有压痕',
          images: ['/upload/evaluate/a.jpg'],
          is_anonymous: false,
        },
      ],
    });
  });

  it('sends 0 stars for an unrated line (the server refuses it; the form asks first)', () => {
    expect(addEvaluateBody(7, [line(31)], {}).goods_evaluate[0]!.scores).toBe(0);
  });

  it('sends only the follow-ups written, of evaluated lines', () => {
    const lines = [line(31, true), line(32, true), line(33)];
    const body = againEvaluateBody(7, lines, {
      lines: {
        '31': { again_content: '  顾客反馈效果好 ', again_images: ['/upload/evaluate/b.jpg'] },
        '32': { again_content: '   ' },
        '33': { again_content: '没有评价过的行' },
      },
    });
    expect(body).toEqual({
      order_id: 7,
      goods_evaluate: [
        {
          order_goods_id: 31,
          again_content: '顾客反馈效果好',
          again_images: ['/upload/evaluate/b.jpg'],
        },
      ],
    });
  });

  it('has no follow-up to send when nothing was written', () => {
    expect(againEvaluateBody(7, [line(31, true)], {})).toBeNull();
    expect(againEvaluateBody(7, [line(31, true)], { lines: { '31': {} } })).toBeNull();
  });
});
