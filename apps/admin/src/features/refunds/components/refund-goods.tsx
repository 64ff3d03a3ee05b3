import type { RefundGoods as Goods } from '@shop/contracts/aftersale';
import { Image, Typography } from 'antd';
import type { ReactNode } from 'react';
import { radius, space } from '@/app/theme';

/** A refund's goods line: the SKU's picture (click to enlarge), name, spec and `extra` below. */
export function RefundGoods({
  goods,
  size = 48,
  extra,
}: {
  goods: Goods;
  size?: number;
  extra?: ReactNode;
}) {
  return (
    <div style={{ display: 'flex', gap: space.sm, minWidth: 0 }}>
      <Image
        src={goods.sku_image}
        alt={goods.sku_name}
        width={size}
        height={size}
        style={{ objectFit: 'contain', borderRadius: radius.sm, flex: 'none' }}
      />
      <div style={{ minWidth: 0 }}>
        <Typography.Paragraph ellipsis={{ rows: 2, tooltip: goods.sku_name }} style={{ margin: 0 }}>
          {goods.sku_name}
        </Typography.Paragraph>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {goods.spec_name}
        </Typography.Text>
        {extra && <div style={{ fontSize: 12 }}>{extra}</div>}
      </div>
    </div>
  );
}
