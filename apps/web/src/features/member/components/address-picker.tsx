import { CheckOutlined, PlusOutlined } from '@ant-design/icons';
import type { Address } from '@shop/contracts/member';
import { ADDRESS_MAX } from '@shop/contracts/member';
import { ApiError } from '@shop/web-kit/api';
import { Button, Tag, theme } from 'antd';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/query-state';
import { toast } from '@/lib/toast';
import { palette } from '@/app/theme';
import { useAddressPage } from '../api/get-address-page';
import { useSetDefaultAddress } from '../api/set-default-address';
import { AddressFormModal } from './address-form-modal';

/** Cards shown before "更多地址" (one row of the checkout page). */
const FOLDED_COUNT = 4;

/**
 * The cards to show: all when unfolded; otherwise the first few, with the chosen one brought
 * into them so the buyer always sees what the order ships to.
 */
export function visibleAddresses(list: Address[], chosenId: number | null, unfolded: boolean) {
  if (unfolded || list.length <= FOLDED_COUNT) return list;
  const first = list.slice(0, FOLDED_COUNT);
  const chosen = list.find((a) => a.id === chosenId);
  if (!chosen || first.includes(chosen)) return first;
  return [chosen, ...first.slice(0, FOLDED_COUNT - 1)];
}

type Props = {
  /** The address the order ships to. */
  value: number | null;
  /** A card chosen, an address added (it becomes the chosen one) or the chosen one edited. */
  onChange: (id: number) => void;
  disabled?: boolean;
};

/** 收货地址 on the confirmation page: the member's addresses as cards, add and edit in a modal. */
export function AddressPicker(props: Props) {
  const { t } = useTranslation('address');
  const query = useAddressPage();
  // No address is not an empty state here: the cards offer to add the first one.
  return (
    <QueryState query={query} rows={2} isEmpty={() => false} errorTitle={t('loadFailed')}>
      {(data) => <AddressCards {...props} list={data.list} />}
    </QueryState>
  );
}

function AddressCards({ value, onChange, disabled, list }: Props & { list: Address[] }) {
  const { t } = useTranslation('address');
  const { token } = theme.useToken();
  const setDefault = useSetDefaultAddress();
  const [unfolded, setUnfolded] = useState(false);
  const [editing, setEditing] = useState<{ address: Address | null } | null>(null);

  const choose = (id: number) => {
    if (!disabled && id !== value) onChange(id);
  };
  const onKey = (event: KeyboardEvent, id: number) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(id);
    }
  };
  const makeDefault = (id: number) =>
    setDefault
      .mutateAsync(id)
      .then(() => toast.success(t('defaultSet')))
      .catch((error: unknown) =>
        toast.error(error instanceof ApiError && error.message ? error.message : t('saveFailed')),
      );

  return (
    <div>
      {list.length === 0 && (
        <p style={{ margin: '0 0 12px', color: token.colorTextSecondary }}>{t('empty')}</p>
      )}
      <div
        role="radiogroup"
        aria-label={t('section')}
        style={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 12 }}
      >
        {visibleAddresses(list, value, unfolded).map((address) => {
          const chosen = address.id === value;
          return (
            <div
              key={address.id}
              role="radio"
              aria-checked={chosen}
              tabIndex={0}
              onClick={() => choose(address.id)}
              onKeyDown={(event) => onKey(event, address.id)}
              style={{
                position: 'relative',
                minHeight: 112,
                padding: '10px 12px',
                cursor: disabled ? 'not-allowed' : 'pointer',
                border: `${chosen ? 2 : 1}px solid ${chosen ? token.colorPrimary : token.colorBorder}`,
                margin: chosen ? 0 : 1,
                borderRadius: token.borderRadius,
                background: chosen ? token.colorPrimaryBg : token.colorBgContainer,
              }}
            >
              <div
                style={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 6,
                  paddingBottom: 6,
                  marginBottom: 6,
                  borderBottom: `1px solid ${token.colorBorderSecondary}`,
                }}
              >
                <strong
                  style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
                >
                  {address.name}
                </strong>
                <span style={{ color: token.colorTextSecondary }}>{address.mobile}</span>
                {address.is_default === 1 && (
                  <Tag color="red" style={{ marginInlineEnd: 0 }}>
                    {t('default')}
                  </Tag>
                )}
              </div>
              <div style={{ fontSize: 12, color: token.colorText, lineHeight: '18px' }}>
                {address.full_address} {address.address}
              </div>
              <div
                style={{ display: 'flex', justifyContent: 'flex-end', gap: 4, marginTop: 6 }}
                onClick={(event) => event.stopPropagation()}
                onKeyDown={(event) => event.stopPropagation()}
                role="presentation"
              >
                {address.is_default !== 1 && (
                  <Button
                    type="link"
                    size="small"
                    disabled={setDefault.isPending}
                    onClick={() => void makeDefault(address.id)}
                  >
                    {t('setDefault')}
                  </Button>
                )}
                <Button
                  type="link"
                  size="small"
                  disabled={disabled}
                  onClick={() => setEditing({ address })}
                >
                  {t('edit')}
                </Button>
              </div>
              {chosen && (
                <CheckOutlined
                  aria-hidden
                  style={{
                    position: 'absolute',
                    right: 0,
                    bottom: 0,
                    padding: 3,
                    fontSize: 11,
                    color: palette.white,
                    background: token.colorPrimary,
                    borderTopLeftRadius: token.borderRadius,
                  }}
                />
              )}
            </div>
          );
        })}
        {list.length < ADDRESS_MAX && (
          <button
            type="button"
            disabled={disabled}
            onClick={() => setEditing({ address: null })}
            style={{
              minHeight: 112,
              border: `1px dashed ${token.colorBorder}`,
              borderRadius: token.borderRadius,
              background: token.colorBgContainer,
              color: token.colorTextSecondary,
              cursor: 'pointer',
              font: 'inherit',
            }}
          >
            <PlusOutlined /> {t('add')}
          </button>
        )}
      </div>
      {list.length > FOLDED_COUNT && (
        <Button type="link" onClick={() => setUnfolded((u) => !u)} style={{ paddingLeft: 0 }}>
          {unfolded ? t('less') : t('more', { count: list.length })}
        </Button>
      )}
      {editing && (
        <AddressFormModal
          open
          address={editing.address}
          onClose={() => setEditing(null)}
          onSaved={(id) => {
            setEditing(null);
            if (!disabled) onChange(id);
          }}
        />
      )}
    </div>
  );
}
