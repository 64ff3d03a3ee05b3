import type { QuantityBounds } from '@shop/contracts/pricing';
import { useTranslation } from 'react-i18next';
import { toast } from './toast';
import { quantityNotice } from './quantity-notice';

/**
 * Tells the buyer why a typed quantity changed (库存不足，最多可购买5盒): call it with what was
 * typed and what it settled on.
 */
export function useQuantityNotice(unit: string, stock?: number) {
  const { t } = useTranslation('common');
  return (typed: number | string | null | undefined, settled: number, bounds: QuantityBounds) => {
    const notice = quantityNotice(typed, settled, bounds, stock);
    if (notice)
      toast.warning(t(`quantity.${notice.reason}`, { count: notice.count, unit }), 'quantity');
  };
}
