import { ShopOutlined } from '@ant-design/icons';
import type { ManjianProgress } from '@shop/contracts/promotion';
import { Checkbox } from 'antd';
import { useTranslation } from 'react-i18next';
import { ManjianProgressText } from '@/components/manjian-text';
import { palette } from '@/app/theme';
import { selectAllState, validIds, type ShopGroup } from '../lib/cart-selection';
import { BundleLineRow } from './bundle-line-row';
import { CartLineRow } from './cart-line-row';

type CartShopGroupProps = {
  group: ShopGroup;
  unchecked: ReadonlySet<number>;
  onCheck: (ids: number[], checked: boolean) => void;
  /** What the shop's checked lines reach of its running full reduction (满减), if any. */
  manjian?: ManjianProgress | undefined;
};

/** The lines of one shop under a "select all of this shop" box, with its 满减 progress. */
export function CartShopGroup({ group, unchecked, onCheck, manjian }: CartShopGroupProps) {
  const { t } = useTranslation('cart');
  const state = selectAllState(group.items, unchecked);
  return (
    <section
      aria-label={group.shopName}
      data-shop-label
      style={{
        background: palette.white,
        border: `1px solid ${palette.divider}`,
        marginBottom: 12,
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '10px 16px' }}>
        <Checkbox
          aria-label={t('page.selectShop', { shop: group.shopName })}
          data-shop-label
          checked={state.checked}
          indeterminate={state.indeterminate}
          disabled={state.disabled}
          onChange={(event) => onCheck(validIds(group.items), event.target.checked)}
        />
        <ShopOutlined aria-hidden style={{ color: palette.brand }} />
        <span data-shop-data style={{ fontWeight: 600 }}>
          {group.shopName}
        </span>
        {manjian && (
          <span style={{ marginLeft: 16, fontSize: 13 }}>
            <ManjianProgressText progress={manjian} />
          </span>
        )}
      </div>
      {group.items.map((item) =>
        item.kind === 'sku' ? (
          <CartLineRow
            key={`s${item.cartId}`}
            line={item.line}
            checked={!unchecked.has(item.cartId)}
            onCheck={(checked) => onCheck([item.cartId], checked)}
          />
        ) : (
          <BundleLineRow
            key={`b${item.cartId}`}
            line={item.line}
            checked={!unchecked.has(item.cartId)}
            onCheck={(checked) => onCheck([item.cartId], checked)}
          />
        ),
      )}
    </section>
  );
}
