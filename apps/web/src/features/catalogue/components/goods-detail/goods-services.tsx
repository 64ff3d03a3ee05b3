import type { GoodsServiceItem } from '@shop/contracts/catalogue';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { palette } from '@/app/theme';
import { PanelRow } from './goods-price-panel';

/** The mall's service promises under the buy box (正品保障, 发票随货...), each with its icon. */
export function GoodsServices({ services }: { services: GoodsServiceItem[] }) {
  const { t } = useTranslation('goods-detail');
  if (services.length === 0) return null;
  return (
    <div style={{ padding: '0 12px' }}>
      <PanelRow label={t('service.label')}>
        <ul
          aria-label={t('service.label')}
          style={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: '0 16px',
            margin: 0,
            padding: 0,
            listStyle: 'none',
          }}
        >
          {services.map((service) => (
            <li
              key={service.service_name}
              title={service.description || undefined}
              style={{
                fontSize: 12,
                color: palette.textSecondary,
                display: 'inline-flex',
                alignItems: 'center',
                gap: 4,
              }}
            >
              {service.icon ? (
                <img src={service.icon} alt="" width={16} height={16} loading="lazy" />
              ) : (
                <SafetyCertificateOutlined style={{ color: palette.brand }} />
              )}
              {service.service_name}
            </li>
          ))}
        </ul>
      </PanelRow>
    </div>
  );
}
