import { ORDER_LIST_TABS } from '@shop/contracts/order';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { palette } from '@/app/theme';
import { useOrderNum } from '../../api/get-order-num';
import { orderPlaceParams } from '../../lib/order-tabs';

/** The member index's order counts (`/api/order/num`), each linking to its filtered list. */
export function OrderCountStrip() {
  const { t } = useTranslation('order');
  const num = useOrderNum();
  return (
    <nav aria-label={t('tabs.all')} style={{ display: 'flex', flex: 1 }}>
      {ORDER_LIST_TABS.filter((tab) => tab !== 'all').map((tab) => {
        const search = new URLSearchParams(orderPlaceParams({ tab, page: 1 })).toString();
        return (
          <Link
            key={tab}
            to={`/member/order_list?${search}`}
            style={{ flex: 1, textAlign: 'center', color: palette.text }}
          >
            <div style={{ fontSize: 22, fontWeight: 600, color: palette.brand }}>
              {num ? num[tab] : '—'}
            </div>
            <div style={{ marginTop: 4, color: palette.textSecondary }}>{t(`tabs.${tab}`)}</div>
          </Link>
        );
      })}
    </nav>
  );
}
