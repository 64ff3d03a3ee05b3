import type { CartLine } from '@shop/contracts/cart';
import { yuanToFen } from '@shop/contracts/money';
import { unitOf } from '@shop/contracts/pricing';
import { Button, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { NearExpiryNote } from '@/components/near-expiry-note';
import { FallbackImage } from '@/components/fallback-image';
import { useDefaultImages } from '@/lib/default-images';
import { hasSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { palette } from '@/app/theme';
import { Price } from '@/components/price';
import { useCalculateCart } from '../api/calculate-cart';
import { useDeleteCart } from '../api/delete-cart';
import { useCartLists } from '../api/get-cart-lists';
import { lineBounds } from '../lib/cart-quantity';
import { cartItems, type CartItem } from '../lib/cart-selection';
import { PROMOTION_TAG_COLOURS } from '../lib/line-promotion';
import { CartQuantityInput } from './cart-quantity-input';
import { PromotionTag, TagBox } from './promotion-tag';

/** Lines the mini cart lists; the rest are counted. */
export const MINI_CART_LINES = 5;

/**
 * The header's mini cart (spec §2, §5): the latest lines, each with its promotion label, its
 * subtotal as the cart prices it (a seckill line past its limit mixes two prices) and its
 * exchange goods, a small quantity input bounded by the purchase limit and a delete link; the
 * total of the valid lines as the server prices them (`/api/Cart/calculate`: after promotions
 * and the shops' full reductions 满减, as the cart page totals them), and the way to the cart. A
 * visitor is asked to log in; after logout it is empty.
 */
export function MiniCart({ open, onLeave }: { open: boolean; onLeave?: () => void }) {
  const { t } = useTranslation('cart');
  const location = useLocation();
  const member = hasSession();
  const lists = useCartLists({ enabled: open });
  // The latest first: cart ids grow as lines are added.
  const items = cartItems(lists.data).sort((a, b) => b.cartId - a.cartId);
  const totals = useCalculateCart(
    items.filter((item) => item.valid).map((item) => item.cartId),
    { enabled: open },
  );
  if (!member)
    return (
      <div
        style={{ width: 320, padding: '16px 0', textAlign: 'center', color: palette.textSecondary }}
      >
        <p style={{ margin: '0 0 12px' }}>{t('mini.login')}</p>
        <Link
          to={`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`}
          onClick={onLeave}
        >
          <Button type="primary" size="small">
            {t('mini.loginButton')}
          </Button>
        </Link>
      </div>
    );
  if (lists.isPending)
    return (
      <div style={{ width: 360, padding: 24, textAlign: 'center' }}>
        <Spin />
      </div>
    );
  if (items.length === 0)
    return (
      <div style={{ width: 320, padding: '24px 0', textAlign: 'center', color: palette.textMuted }}>
        {t('mini.empty')}
      </div>
    );
  const noneValid = items.every((item) => !item.valid);
  const manjian = totals.data?.manjian_money ?? '0.00';
  const shown = items.slice(0, MINI_CART_LINES);
  return (
    <div style={{ width: 380 }}>
      <div style={{ fontSize: 12, color: palette.textMuted, paddingBottom: 6 }}>
        {t('mini.title')}
      </div>
      <ul style={{ margin: 0, padding: 0, maxHeight: 360, overflowY: 'auto' }}>
        {shown.map((item) => (
          <MiniCartLine key={`${item.kind}${item.cartId}`} item={item} />
        ))}
      </ul>
      {items.length > shown.length && (
        <div style={{ fontSize: 12, color: palette.textMuted, padding: '6px 0' }}>
          {t('mini.more', { count: items.length - shown.length })}
        </div>
      )}
      <div
        style={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          paddingTop: 10,
          borderTop: `1px solid ${palette.dividerLight}`,
        }}
      >
        <span style={{ fontSize: 12, color: palette.textSecondary }}>
          {t('mini.total', { count: items.length })}
          {noneValid ? (
            <Price value="0.00" size={16} emphasis />
          ) : totals.data ? (
            <Price value={totals.data.pay_money} size={16} emphasis />
          ) : (
            <Spin size="small" />
          )}
          {yuanToFen(manjian) > 0 && (
            <span style={{ display: 'block' }}>{t('mini.manjian', { money: manjian })}</span>
          )}
        </span>
        <Link to="/cart" onClick={onLeave}>
          <Button type="primary">{t('mini.toCart')}</Button>
        </Link>
      </div>
    </div>
  );
}

function MiniCartLine({ item }: { item: CartItem }) {
  const { t } = useTranslation('cart');
  const defaults = useDefaultImages();
  const remove = useDeleteCart();
  const name = item.kind === 'sku' ? item.line.sku_name : item.line.bl_name;
  const image =
    item.kind === 'sku' ? item.line.sku_image : (item.line.bundlingGoods[0]?.sku_image ?? '');
  const href = item.kind === 'sku' ? `/sku-${item.line.sku_id}` : '/cart';
  return (
    <li
      style={{
        listStyle: 'none',
        display: 'flex',
        gap: 8,
        padding: '8px 0',
        borderTop: `1px solid ${palette.fill}`,
        opacity: item.valid ? 1 : 0.55,
      }}
    >
      <Link to={href} style={{ flex: 'none' }}>
        <FallbackImage
          src={image}
          fallback={defaults?.default_goods_img}
          alt={name}
          width={50}
          height={50}
          style={{ objectFit: 'cover', border: `1px solid ${palette.divider}`, display: 'block' }}
        />
      </Link>
      <div style={{ flex: 1, minWidth: 0, fontSize: 12 }}>
        <div style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {item.kind === 'sku' ? (
            item.line.near_expiry_date === null && <PromotionTag line={item.line} />
          ) : (
            <PromotionTag line={{ promotion_type: 'bundling', promotion_label: '' }} />
          )}
          <Link to={href} title={name} style={{ color: palette.text }}>
            {name}
          </Link>
        </div>
        {item.kind === 'sku' && item.line.near_expiry_date !== null && (
          <NearExpiryNote expiry={item.line.near_expiry_date} />
        )}
        <div style={{ display: 'flex', alignItems: 'center', gap: 8, marginTop: 4 }}>
          <span style={{ color: palette.brand }}>
            {t('mini.subtotal', { money: item.line.subtotal })}
          </span>
          <span style={{ marginLeft: 'auto' }}>
            <CartQuantityInput
              cartId={item.cartId}
              num={item.line.num}
              bounds={lineBounds(item)}
              label={t('page.quantityLabel', { name })}
              unit={
                item.kind === 'sku' ? unitOf(item.line.unit, 'general') : t('promotion.bundleUnit')
              }
              stock={item.line.stock}
              disabled={!item.valid}
              size="small"
            />
          </span>
          <button
            type="button"
            aria-label={`${t('mini.delete')} ${name}`}
            data-shop-label
            onClick={() =>
              void remove
                .mutateAsync({ cart_id: item.cartId })
                .catch((error: Error) => toast.error(error.message, 'cart-delete'))
            }
            style={{
              border: 0,
              background: 'none',
              color: palette.textMuted,
              cursor: 'pointer',
              padding: 0,
            }}
          >
            {t('mini.delete')}
          </button>
        </div>
        {item.kind === 'sku' && <MiniExchangeGoods line={item.line} />}
      </div>
    </li>
  );
}

/** The exchange goods a line has reached, as the cart prices them (换购 N盒，共 ¥x). */
function MiniExchangeGoods({ line }: { line: CartLine }) {
  const { t } = useTranslation('cart');
  const reached = (line.get_free_goods?.getFreeGoods ?? []).filter((gift) => gift.num > 0);
  return reached.map((gift) => (
    <div
      key={gift.goods.sku_id}
      style={{ marginTop: 4, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
    >
      <TagBox colour={PROMOTION_TAG_COLOURS.getfree}>{t('promotion.exchange')}</TagBox>
      <span title={gift.goods.goods_name}>
        {t('mini.exchange', {
          name: gift.goods.goods_name,
          count: gift.num,
          unit: unitOf(gift.unit || gift.goods.unit, 'exchange'),
          money: gift.count,
        })}
      </span>
    </div>
  ));
}
