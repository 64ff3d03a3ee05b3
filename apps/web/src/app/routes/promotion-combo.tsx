import type { BundlingDetail } from '@shop/contracts/promotion';
import { shopDateTimeSeconds } from '@shop/web-kit/shop-time';
import { loginPath } from '@shop/web-kit/redirect';
import { Button, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { ContentColumn } from '@/components/content-column';
import { QueryState } from '@/components/query-state';
import { useAddToCartAction } from '@/features/cart/hooks/use-add-to-cart-action';
import { useComboDetail } from '@/features/promotion/api/get-combo-detail';
import { ComboBuyPanel } from '@/features/promotion/components/combo-buy-panel';
import { ComboGoodsRow } from '@/features/promotion/components/combo-goods-row';
import { parsePromotionSlug } from '@/features/promotion/lib/promotion-paths';
import { hasSession } from '@/lib/session';
import { palette } from '@/app/theme';

const STATUS_COLOURS = { upcoming: 'orange', running: 'red', ended: 'default' } as const;

/**
 * /promotion/combo-{id}: a bundle (组合套餐) — its goods joined by "+", "=" the set price against
 * the single prices, the saving, the quantity, 加入购物车 and 立即购买 (→ /promotion/combo_payment).
 */
export function ComboPage() {
  const { t } = useTranslation('combo');
  const blId = parsePromotionSlug(useParams().promoSlug)?.id ?? 0;
  const isMember = hasSession();
  const combo = useComboDetail(blId, isMember);
  return (
    <ContentColumn style={{ padding: '16px 0 32px' }}>
      <QueryState
        query={combo}
        rows={8}
        errorExtra={
          <Link to="/activity">
            <Button>{t('backToActivity')}</Button>
          </Link>
        }
      >
        {(c) => <ComboView c={c} isMember={isMember} />}
      </QueryState>
    </ContentColumn>
  );
}

/** The loaded bundle: its goods, prices, quantity and the buttons to buy it. */
function ComboView({ c, isMember }: { c: BundlingDetail; isMember: boolean }) {
  const { t } = useTranslation('combo');
  const addToCart = useAddToCartAction();
  const navigate = useNavigate();
  const location = useLocation();
  const toLogin = () => void navigate(loginPath(location.pathname + location.search));
  return (
    <>
      <div style={{ fontSize: 13, color: palette.textMuted, marginBottom: 12 }}>
        <Link to="/activity">{t('crumb')}</Link> &gt; {c.bl_name}
      </div>
      <section aria-label={c.bl_name} style={{ background: palette.white, padding: 24 }}>
        <div style={{ display: 'flex', alignItems: 'center', gap: 12, marginBottom: 6 }}>
          <Tag color="red">{t('label')}</Tag>
          <h1 style={{ fontSize: 20, fontWeight: 700, margin: 0, color: palette.text }}>
            {c.bl_name}
          </h1>
          <Tag color={STATUS_COLOURS[c.status]}>{t(`status.${c.status}`)}</Tag>
        </div>
        <div
          style={{
            display: 'flex',
            gap: 24,
            color: palette.textSecondary,
            fontSize: 13,
            marginBottom: 20,
          }}
        >
          <span>{t('shop', { shop: c.shop_name })}</span>
          <span>
            {t('window', {
              start: shopDateTimeSeconds(c.start_time),
              end: shopDateTimeSeconds(c.end_time),
            })}
          </span>
        </div>
        <ComboGoodsRow combo={c} isMember={isMember} />
        <ComboBuyPanel
          key={c.bl_id}
          combo={c}
          isMember={isMember}
          onAddToCart={(num) => addToCart({ bl_id: c.bl_id }, num)}
          onBuy={(num) => void navigate(`/promotion/combo_payment?bl_id=${c.bl_id}&num=${num}`)}
          onLogin={toLogin}
        />
      </section>
    </>
  );
}
