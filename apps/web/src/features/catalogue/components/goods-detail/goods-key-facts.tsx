import type { GoodsSkuDetail } from '@shop/contracts/catalogue';
import { useTranslation } from 'react-i18next';
import { palette } from '@/app/theme';
import { goodsValidity } from '../../lib/goods-validity';
import { PanelRow } from './goods-price-panel';

type GoodsKeyFactsProps = {
  goods: Pick<
    GoodsSkuDetail,
    | 'attr'
    | 'manufacturer'
    | 'approval_number'
    | 'validity_days'
    | 'is_medicinal'
    | 'nearest_expiry'
  >;
};

/**
 * What a pharmacy buyer checks before buying, beside the buy box: maker, approval number,
 * validity and production date (the details tab lists every attribute), and the expiry of the
 * batch that ships when the shop keeps stock by batch (issue 26: the buyer sees which expiry they buy).
 */
export function GoodsKeyFacts({ goods }: GoodsKeyFactsProps) {
  const { t } = useTranslation('goods-detail');
  const validity = goodsValidity(goods, t);
  const facts: [string, string][] = [
    [t('attrs.factory'), goods.manufacturer || goods.attr.attr_factory],
    [t('attrs.approval'), goods.approval_number],
    [validity.label, validity.value],
    [t('attrs.productionDate'), goods.attr.attr_production_date],
  ];
  if (goods.nearest_expiry) facts.push([t('attrs.shipExpiry'), goods.nearest_expiry]);
  return (
    <section
      aria-label={t('attrs.keyFacts')}
      style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 16, padding: '0 16px' }}
    >
      {facts.map(([label, value]) => (
        <PanelRow key={label} label={label}>
          <span
            title={value || undefined}
            data-shop-data
            style={{
              display: 'block',
              fontSize: 12,
              color: palette.text,
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
            }}
          >
            {value || '-'}
          </span>
        </PanelRow>
      ))}
    </section>
  );
}
