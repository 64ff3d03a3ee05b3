import type { OrderPackage } from '@shop/contracts/order';
import { shopDateTime } from '@shop/web-kit/shop-time';
import { Card, Descriptions, List } from 'antd';
import { useTranslation } from 'react-i18next';
import { palette } from '@/app/theme';
import { BatchNote } from '../batch/batch-note';

/** How a package travels, as one line: company and tracking number, courier, or pickup. */
export function carrierFields(pkg: OrderPackage): { key: string; value: string }[] {
  if (pkg.delivery_type === 'store') return [{ key: 'pickup', value: '' }];
  if (pkg.delivery_type === 'local')
    return [{ key: 'courier', value: `${pkg.courier_name} ${pkg.courier_mobile}` }];
  return [
    { key: 'company', value: pkg.express_company_name || pkg.express_company },
    { key: 'expressNo', value: pkg.express_no },
  ];
}

/**
 * One package of the order: how it travels, when it left, and the goods it holds with their
 * batches and batch documents.
 */
export function PackageCard({ pkg, index }: { pkg: OrderPackage; index: number }) {
  const { t } = useTranslation('order');
  return (
    <Card
      data-testid="logistics-package"
      size="small"
      title={t('logistics.package', { index })}
      style={{ marginBottom: 16 }}
    >
      <Descriptions size="small" column={3}>
        {carrierFields(pkg).map((f) => (
          <Descriptions.Item key={f.key} label={t(`logistics.${f.key}`)}>
            <span data-testid={`logistics-${f.key}`}>{f.value}</span>
          </Descriptions.Item>
        ))}
        <Descriptions.Item label={t('logistics.shippedAt')}>
          {shopDateTime(pkg.create_time)}
        </Descriptions.Item>
      </Descriptions>
      <div style={{ color: palette.textMuted, fontSize: 12, margin: '8px 0 4px' }}>
        {t('logistics.goods')}
      </div>
      <List
        size="small"
        dataSource={pkg.goods}
        rowKey="package_goods_id"
        renderItem={(g) => (
          <List.Item data-testid="logistics-goods">
            <div>
              {g.sku_name}
              {g.spec_name && <span style={{ color: palette.textMuted }}> {g.spec_name}</span>}
              <BatchNote goods={g} />
            </div>
            <span>{t('logistics.num', { num: g.num })}</span>
          </List.Item>
        )}
      />
    </Card>
  );
}
