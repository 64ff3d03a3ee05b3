import type { OrderPackage } from '@shop/contracts/order';
import { Card, Descriptions, Empty, List } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { shopDateTime } from '@/lib/shop-time';

/** How a package travels: company and tracking number, the courier, or the pickup counter. */
function carrierText(pkg: OrderPackage, t: TFunction<'order'>): string {
  if (pkg.delivery_type === 'store') return t('detail.pickup');
  if (pkg.delivery_type === 'local')
    return t('detail.courier', { name: pkg.courier_name, mobile: pkg.courier_mobile });
  return t('detail.express', {
    company: pkg.express_company_name || pkg.express_company,
    no: pkg.express_no,
  });
}

/** The order's packages, oldest first, each with its carrier and the goods it holds. */
export function OrderPackages({ packages }: { packages: OrderPackage[] }) {
  const { t } = useTranslation('order');
  if (packages.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('detail.no_packages')} />;
  return (
    <>
      {packages.map((pkg, i) => (
        <Card
          key={pkg.package_id}
          size="small"
          type="inner"
          title={t('detail.package', { index: i + 1 })}
          style={{ marginBottom: 12 }}
          data-testid="console-package"
        >
          <Descriptions size="small" column={2}>
            <Descriptions.Item label={t('detail.delivery_type')}>
              {carrierText(pkg, t)}
            </Descriptions.Item>
            <Descriptions.Item label={t('detail.shipped_at')}>
              {shopDateTime(pkg.create_time)}
            </Descriptions.Item>
          </Descriptions>
          <List
            size="small"
            dataSource={pkg.goods}
            rowKey="order_goods_id"
            renderItem={(g) => (
              <List.Item extra={t('detail.package_num', { num: g.num })}>
                {g.sku_name} {g.spec_name}
              </List.Item>
            )}
          />
        </Card>
      ))}
    </>
  );
}
