import type { ConsoleNearExpiryRow } from '@shop/contracts/catalogue';
import { Flex, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Money } from '@/components/money';
import { NearExpiryPriceCell } from './near-expiry-price-cell';

/**
 * The near-expiry list's columns (ADR 0029): goods with spec, manufacturer and ERP code; the
 * batches in the window with expiry and units; units in the window, sold in the zone and left;
 * the normal price and the zone price edited in place.
 */
export function useNearExpiryColumns(): ColumnsType<ConsoleNearExpiryRow> {
  const { t } = useTranslation('near-expiry');
  return [
    {
      key: 'goods',
      title: t('columns.goods'),
      render: (_, row) => (
        <Flex vertical>
          <Typography.Text strong>{row.goods_name}</Typography.Text>
          <Typography.Text type="secondary">
            {[row.spec_name, row.manufacturer].filter(Boolean).join(' · ')}
          </Typography.Text>
          {row.goods_erp_spid && (
            <Typography.Text type="secondary">
              {t('columns.erp', { code: row.goods_erp_spid })}
            </Typography.Text>
          )}
          {row.goods_state !== 1 && <Tag style={{ width: 'fit-content' }}>{t('offShelf')}</Tag>}
        </Flex>
      ),
    },
    {
      key: 'batches',
      title: t('columns.batches'),
      width: 260,
      render: (_, row) => (
        <Flex vertical>
          {row.batches.map((b) => (
            <span key={`${b.batch_no}-${b.expiry_date}`}>
              {t('batch', {
                batch: b.batch_no || '-',
                expiry: b.expiry_date,
                count: b.quantity,
                unit: row.unit,
              })}
            </span>
          ))}
        </Flex>
      ),
    },
    {
      key: 'units',
      title: t('columns.units'),
      width: 170,
      render: (_, row) => (
        <Flex vertical>
          <span>{t('units.near', { count: row.near_units, unit: row.unit })}</span>
          <Typography.Text type="secondary">
            {t('units.sold', { count: row.sold, unit: row.unit })}
          </Typography.Text>
          <Typography.Text type={row.left > 0 ? 'warning' : 'secondary'}>
            {t('units.left', { count: row.left, unit: row.unit })}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'price',
      title: t('columns.price'),
      width: 110,
      align: 'right',
      render: (_, row) => <Money value={row.price} />,
    },
    {
      key: 'near_expiry_price',
      title: t('columns.nearPrice'),
      width: 220,
      // Keyed by the saved price: a refetch shows the server's value in a fresh input.
      render: (_, row) => (
        <NearExpiryPriceCell key={`${row.sku_id}-${row.near_expiry_price}`} row={row} />
      ),
    },
  ];
}
