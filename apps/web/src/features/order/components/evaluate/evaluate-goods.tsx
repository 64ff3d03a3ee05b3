import type { EvaluateLine } from '@shop/contracts/aftersale';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { palette } from '@/app/theme';
import { OrderGoodsImage, skuPath } from '../order-list/order-goods-line';

/** The goods of an order line being evaluated: picture, name (to its page), spec, price × number. */
export function EvaluateGoods({ line }: { line: EvaluateLine }) {
  const { t } = useTranslation('evaluate');
  return (
    <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 8 }}>
      <OrderGoodsImage goods={line} size={100} />
      <Link
        to={skuPath(line.sku_id)}
        style={{ color: palette.text, fontSize: 13, textAlign: 'center', lineHeight: 1.5 }}
      >
        {line.sku_name}
      </Link>
      {line.spec_name && (
        <span style={{ fontSize: 12, color: palette.textMuted }}>
          {t('goods.spec', { spec: line.spec_name })}
        </span>
      )}
      <span style={{ fontSize: 12, color: palette.textSecondary }}>
        {t('goods.price', { price: line.price, num: line.num })}
      </span>
    </div>
  );
}
