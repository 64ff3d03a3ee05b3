import { Alert, Button, Radio, Skeleton, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { palette } from '@/app/theme';
import { usePickupStores } from '../../api/get-pickup-stores';
import { StoreCard } from '../order-detail/store-card';

type Props = {
  siteId: number;
  /** The store the confirmation is priced with (the shop's first open one until chosen). */
  value: number | null;
  onChange: (storeId: number) => void;
  disabled: boolean;
};

/**
 * 门店自提: the shop's open pickup stores to choose from (issue 17), each with its address,
 * phone and opening hours, as cards in a radio group.
 */
export function PickupStorePicker({ siteId, value, onChange, disabled }: Props) {
  const { t } = useTranslation('delivery');
  const { token } = theme.useToken();
  const stores = usePickupStores(siteId);
  if (stores.isPending) return <Skeleton active paragraph={{ rows: 2 }} title={false} />;
  if (stores.error)
    return (
      <Alert
        type="error"
        showIcon
        title={t('picker.failed')}
        description={stores.error.message}
        action={
          <Button size="small" onClick={() => void stores.refetch()}>
            {t('picker.retry')}
          </Button>
        }
      />
    );
  if (stores.data.length === 0)
    return <span style={{ color: token.colorTextSecondary }}>{t('picker.none')}</span>;
  return (
    <Radio.Group
      aria-label={t('picker.label')}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value as number)}
      style={{ display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: 12, width: '100%' }}
    >
      {stores.data.map((store) => (
        <Radio
          key={store.store_id}
          value={store.store_id}
          style={{
            alignItems: 'flex-start',
            margin: 0,
            padding: 12,
            background: palette.white,
            border: `1px solid ${store.store_id === value ? token.colorPrimary : token.colorBorderSecondary}`,
          }}
        >
          <StoreCard store={store} />
        </Radio>
      ))}
    </Radio.Group>
  );
}
