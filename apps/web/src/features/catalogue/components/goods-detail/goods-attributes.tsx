import type { GoodsSkuDetail } from '@shop/contracts/catalogue';
import { useTranslation } from 'react-i18next';
import { palette } from '@/app/theme';
import { useUnitText } from '@/components/unit-text';
import { goodsValidity } from '../../lib/goods-validity';

type GoodsAttributesProps = {
  goods: Pick<
    GoodsSkuDetail,
    | 'attr'
    | 'spec_name'
    | 'manufacturer'
    | 'approval_number'
    | 'dosage_form'
    | 'validity_days'
    | 'is_medicinal'
    | 'attr_country_code'
    | 'unit'
    | 'bar_code'
    | 'goods_erp_spid'
    | 'brand'
  >;
};

/**
 * The medicine facts of a goods (spec §3 attr): specification, manufacturer, approval number,
 * dosage form, validity (保质期 for goods that are not medicines), production date, origin,
 * the country code (members allowed to see the price only: the server omits it otherwise),
 * unit, bar code and the ERP goods code.
 */
export function GoodsAttributes({ goods }: GoodsAttributesProps) {
  const { t } = useTranslation('goods-detail');
  const validity = goodsValidity(goods, t);
  const unit = useUnitText()(goods.unit, 1).text;
  const rows: [string, string | undefined][] = [
    [t('attrs.specs'), goods.attr.attr_specs || goods.spec_name],
    [t('attrs.factory'), goods.manufacturer || goods.attr.attr_factory],
    [t('attrs.approval'), goods.approval_number],
    [t('attrs.dosageForm'), goods.dosage_form],
    [validity.label, validity.value],
    [t('attrs.productionDate'), goods.attr.attr_production_date],
    [t('attrs.place'), goods.attr.attr_place],
    [t('attrs.brand'), goods.brand?.brand_name],
    [t('attrs.unit'), unit],
    [t('attrs.barCode'), goods.bar_code],
    [t('attrs.erp'), goods.goods_erp_spid],
  ];
  if (goods.attr_country_code) rows.splice(7, 0, [t('attrs.countryCode'), goods.attr_country_code]);
  return (
    <dl
      aria-label={t('attrs.title')}
      style={{
        display: 'grid',
        gridTemplateColumns: '1fr 1fr',
        margin: 0,
        border: `1px solid ${palette.dividerLight}`,
        borderBottom: 'none',
        fontSize: 12,
      }}
    >
      {rows.map(([label, value], i) => (
        <div
          key={label}
          style={{
            display: 'flex',
            borderBottom: `1px solid ${palette.dividerLight}`,
            borderRight: i % 2 === 0 ? `1px solid ${palette.dividerLight}` : 'none',
            minWidth: 0,
          }}
        >
          <dt
            style={{
              width: 76,
              flex: 'none',
              background: palette.fillLight,
              color: palette.textMuted,
              padding: '5px 8px',
            }}
          >
            {label}
          </dt>
          <dd
            title={value || undefined}
            data-shop-data
            style={{
              margin: 0,
              padding: '5px 8px',
              color: palette.text,
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
            }}
          >
            {value || '-'}
          </dd>
        </div>
      ))}
    </dl>
  );
}
