import {
  EnvironmentOutlined,
  ClockCircleOutlined,
  PhoneOutlined,
  ShopOutlined,
} from '@ant-design/icons';
import type { PickupStore } from '@shop/contracts/catalogue';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { palette } from '@/app/theme';

function Line({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div style={{ display: 'flex', gap: 8, fontSize: 13, lineHeight: '22px' }}>
      <span style={{ color: palette.textMuted, whiteSpace: 'nowrap' }}>
        {icon} {label}
      </span>
      <span style={{ color: palette.text, wordBreak: 'break-all' }}>{children}</span>
    </div>
  );
}

/** A pickup store as the buyer needs it: name, address, phone and opening hours. */
export function StoreCard({ store }: { store: PickupStore }) {
  const { t } = useTranslation('delivery');
  return (
    <div style={{ display: 'grid', gap: 4 }}>
      <div style={{ fontSize: 15, fontWeight: 600, marginBottom: 4 }}>
        <ShopOutlined style={{ color: palette.brand, marginRight: 6 }} />
        {store.store_name}
      </div>
      <Line icon={<EnvironmentOutlined />} label={t('store.address')}>
        {`${store.full_address} ${store.address}`}
      </Line>
      <Line icon={<PhoneOutlined />} label={t('store.telephone')}>
        {store.telephone}
      </Line>
      <Line icon={<ClockCircleOutlined />} label={t('store.hours')}>
        {store.open_hours}
      </Line>
    </div>
  );
}
