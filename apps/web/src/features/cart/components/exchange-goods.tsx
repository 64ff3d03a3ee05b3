import type { CartLine } from '@shop/contracts/cart';
import { unitOf } from '@shop/contracts/pricing';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FallbackImage } from '@/components/fallback-image';
import { useDefaultImages } from '@/lib/default-images';
import { palette } from '@/app/theme';
import { PROMOTION_TAG_COLOURS, reachedStep } from '../lib/line-promotion';
import { TagBox } from './promotion-tag';

const COLOUR = PROMOTION_TAG_COLOURS.getfree;

/**
 * The exchange (换购) goods of a line: each with its ladder ("满N件可换购M盒 ¥x"), the step the
 * quantity reaches highlighted, and what the buyer gets now or how many more units unlock it.
 */
export function ExchangeGoods({ line }: { line: CartLine }) {
  const { t } = useTranslation('cart');
  const defaults = useDefaultImages();
  const mainUnit = unitOf(line.unit, 'general');
  return (
    <div style={{ display: 'grid', gap: 6, marginTop: 4 }}>
      {(line.get_free_goods?.getFreeGoods ?? []).map((gift) => {
        const giftUnit = unitOf(gift.unit || gift.goods.unit, 'exchange');
        const reached = reachedStep(gift.ladder_json, line.num);
        const first = gift.ladder_json[0];
        return (
          <div
            key={gift.goods.sku_id}
            style={{
              display: 'flex',
              gap: 8,
              padding: 6,
              background: palette.tealWash,
              border: `1px dashed ${COLOUR}`,
              fontSize: 12,
            }}
          >
            <FallbackImage
              src={gift.goods.goods_image}
              fallback={defaults?.default_goods_img}
              alt={gift.goods.goods_name}
              width={40}
              height={40}
              style={{ objectFit: 'cover', flex: 'none' }}
            />
            <div style={{ minWidth: 0, lineHeight: '20px' }}>
              <div>
                <TagBox colour={COLOUR}>{t('promotion.exchange')}</TagBox>
                <Link to={`/sku-${gift.goods.sku_id}`} style={{ color: palette.text }}>
                  {gift.goods.goods_name}
                </Link>
              </div>
              <ul style={{ display: 'flex', flexWrap: 'wrap', gap: 6, margin: 0, padding: 0 }}>
                {gift.ladder_json.map((step, index) => {
                  const on = index === reached;
                  return (
                    <li
                      key={step.mainRang}
                      aria-current={on ? 'true' : undefined}
                      style={{
                        listStyle: 'none',
                        padding: '0 6px',
                        border: `1px solid ${on ? COLOUR : palette.borderLight}`,
                        color: on ? COLOUR : palette.textSecondary,
                        background: palette.white,
                        fontWeight: on ? 600 : 400,
                      }}
                    >
                      {t('promotion.ladder', {
                        main: step.mainRang,
                        unit: mainUnit,
                        count: step.rang,
                        giftUnit: unitOf(step.unit || giftUnit, 'exchange'),
                        price: step.rangPrice,
                      })}
                    </li>
                  );
                })}
              </ul>
              <div style={{ color: gift.num > 0 ? COLOUR : palette.orange }}>
                {gift.num > 0
                  ? t('promotion.exchangeReached', {
                      count: gift.num,
                      unit: giftUnit,
                      money: gift.count,
                    })
                  : first &&
                    t('promotion.exchangeNone', {
                      count: Math.max(1, first.mainRang - line.num),
                      unit: mainUnit,
                    })}
              </div>
            </div>
          </div>
        );
      })}
    </div>
  );
}
