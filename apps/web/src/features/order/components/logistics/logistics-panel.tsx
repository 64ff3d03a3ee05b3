import { ApiError } from '@shop/web-kit/api';
import { Button, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '@/components/query-state';
import { palette } from '@/app/theme';
import { useOrderPackages } from '../../api/get-order-packages';
import { orderDetailPath, ORDER_LIST_PATH } from '../../lib/order-paths';
import { PackageCard } from './package-card';

const frame = { background: palette.white, padding: 24, borderTop: `2px solid ${palette.brand}` };

/**
 * 物流信息 (spec §2 /member/logistics): the packages of one of the member's orders, each with
 * its company and tracking number (or courier) and its goods. A refusal shows its message.
 */
export function LogisticsPanel({ orderId }: { orderId: number | undefined }) {
  const { t } = useTranslation('order');
  const query = useOrderPackages(orderId);
  const back = (
    <Link to={orderId === undefined ? ORDER_LIST_PATH : orderDetailPath(orderId)}>
      <Button>{orderId === undefined ? t('detail.backToList') : t('logistics.backToOrder')}</Button>
    </Link>
  );
  if (orderId === undefined)
    return (
      <div style={frame}>
        <Empty description={t('detail.notFound')}>{back}</Empty>
      </div>
    );
  const error = query.error;
  if (!query.data && error instanceof ApiError && !error.network && error.message)
    return (
      <div style={frame}>
        <Empty description={error.message}>{back}</Empty>
      </div>
    );
  return (
    <section style={frame} aria-label={t('logistics.heading')}>
      <h2 style={{ fontSize: 18, margin: '0 0 16px' }}>{t('logistics.heading')}</h2>
      <QueryState
        query={query}
        rows={6}
        errorTitle={t('logistics.loadError')}
        empty={t('logistics.empty')}
      >
        {(packages) =>
          packages.map((pkg, i) => <PackageCard key={pkg.package_id} pkg={pkg} index={i + 1} />)
        }
      </QueryState>
      <div style={{ marginTop: 16 }}>{back}</div>
    </section>
  );
}
