import type { ConsoleOrderDetail, OrderPackage } from '@shop/contracts/order';
import { shopDate, shopDateTimeSeconds } from '@shop/web-kit/shop-time';
import { Card, Descriptions, Empty, List } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useStaffMay } from '@/lib/staff';
import { PackageLine } from './package-line';

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

/**
 * The order's packages, oldest first, each with its carrier and the goods it holds with their
 * batches and batch documents (issue 17), which `order.fulfil` may correct and upload.
 */
export function OrderPackages({
  packages,
  goods,
}: {
  packages: OrderPackage[];
  goods: ConsoleOrderDetail['goods'];
}) {
  const { t } = useTranslation('order');
  const editable = useStaffMay('order.fulfil');
  const medicines = new Set(goods.filter((g) => g.is_medicinal).map((g) => g.order_goods_id));
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
              {shopDateTimeSeconds(pkg.create_time)}
            </Descriptions.Item>
          </Descriptions>
          <List
            size="small"
            dataSource={pkg.goods}
            rowKey="package_goods_id"
            renderItem={(line) => (
              <PackageLine
                line={line}
                medicinal={medicines.has(line.order_goods_id)}
                shippedOn={shopDate(pkg.create_time)}
                editable={editable}
              />
            )}
          />
        </Card>
      ))}
    </>
  );
}
