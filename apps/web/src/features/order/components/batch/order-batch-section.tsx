import type { OrderDetail, OrderGoods } from '@shop/contracts/order';
import { shopDate } from '@shop/web-kit/shop-time';
import { Alert, Button, Skeleton, Tag } from 'antd';
import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { palette } from '@/app/theme';
import { useOrderGoodsAnnex } from '../../api/get-order-goods-annex';
import { DetailSection } from '../order-detail/detail-section';
import { OrderGoodsSummary } from '../order-list/order-goods-line';
import { batchRows, nearExpiry } from './batch-rows';
import { DocumentLinks } from './document-links';

const th: CSSProperties = {
  background: palette.fill,
  color: palette.textSecondary,
  fontWeight: 400,
  fontSize: 13,
  padding: '10px 12px',
  textAlign: 'center',
};
const td: CSSProperties = {
  padding: '10px 12px',
  borderTop: `1px solid ${palette.dividerLight}`,
  textAlign: 'center',
  fontSize: 13,
};

/** The line's goods as the goods list shows them (its name alone if the line is unknown). */
function GoodsCell({ goods, name }: { goods: OrderGoods | undefined; name: string }) {
  return goods ? <OrderGoodsSummary goods={goods} imageSize={48} withTag={false} /> : name;
}

/**
 * 批号及质检报告 of an order (issue 17, spec §7 `orderGoodsAnnex`), under its goods: for each
 * shipped batch of a line, the batch number, expiry date (近效期 within six months), units, the
 * package it left in and its 药检报告 / 出厂检验报告 to download. Shown once something has
 * shipped; nothing before.
 */
export function OrderBatchSection({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('order');
  const shipped = order.actions.includes('logistics');
  const query = useOrderGoodsAnnex(order.order_id, shipped);
  const [today] = useState(() => shopDate(Date.now()));
  if (!shipped) return null;
  const rows = query.data ? batchRows(query.data) : [];
  const goodsOf = new Map(order.order_goods.map((g) => [g.order_goods_id, g]));
  if (query.data && rows.length === 0) return null;
  return (
    <DetailSection
      title={t('batch.title')}
      extra={<span style={{ color: palette.textMuted, fontSize: 12 }}>{t('batch.hint')}</span>}
    >
      {query.error && !query.data ? (
        <Alert
          type="error"
          showIcon
          title={t('batch.loadError')}
          description={query.error.message}
          action={
            <Button size="small" loading={query.isFetching} onClick={() => void query.refetch()}>
              {t('common:actions.retry')}
            </Button>
          }
        />
      ) : !query.data ? (
        <Skeleton active title={false} paragraph={{ rows: 3 }} />
      ) : (
        <table
          style={{
            width: '100%',
            borderCollapse: 'collapse',
            border: `1px solid ${palette.dividerLight}`,
          }}
        >
          <thead>
            <tr>
              <th style={{ ...th, textAlign: 'left' }}>{t('batch.goods')}</th>
              <th style={{ ...th, width: 120 }}>{t('batch.batchNo')}</th>
              <th style={{ ...th, width: 150 }}>{t('batch.expiry')}</th>
              <th style={{ ...th, width: 60 }}>{t('batch.num')}</th>
              <th style={{ ...th, width: 70 }}>{t('batch.package')}</th>
              <th style={{ ...th, width: 210 }}>{t('batch.documents')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ key, line, batch, span }) => (
              <tr key={key} data-testid="order-batch">
                {span > 0 && (
                  <td rowSpan={span} style={{ ...td, textAlign: 'left' }}>
                    <GoodsCell goods={goodsOf.get(line.order_goods_id)} name={line.sku_name} />
                  </td>
                )}
                <td style={td} data-testid="order-batch-no">
                  {batch.batch_no || <span style={{ color: palette.textMuted }}>-</span>}
                </td>
                <td style={td}>
                  {batch.expiry_date || <span style={{ color: palette.textMuted }}>-</span>}
                  {nearExpiry(batch.expiry_date, today) && (
                    <Tag color="orange" style={{ marginInlineStart: 6 }}>
                      {t('batch.nearExpiry')}
                    </Tag>
                  )}
                </td>
                <td style={td}>{batch.num}</td>
                <td style={td}>{t('logistics.package', { index: batch.package_index })}</td>
                <td style={td}>
                  <DocumentLinks documents={batch.documents} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </DetailSection>
  );
}
