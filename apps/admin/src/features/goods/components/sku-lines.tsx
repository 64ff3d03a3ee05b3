import type { ConsoleSku } from '@shop/contracts/catalogue';
import { Flex } from 'antd';
import type { ReactNode } from 'react';

/** One line per SKU in a goods row's cell, the same height in every column so they line up. */
export const SKU_LINE_HEIGHT = 44;

export function SkuLines({
  skus,
  render,
  numeric = false,
}: {
  skus: readonly ConsoleSku[];
  render: (sku: ConsoleSku) => ReactNode;
  /** Figures: set flush right, like their column's heading. */
  numeric?: boolean;
}) {
  return (
    <Flex vertical>
      {skus.map((sku) => (
        <Flex
          key={sku.sku_id}
          align="center"
          justify={numeric ? 'flex-end' : 'flex-start'}
          style={{ minHeight: SKU_LINE_HEIGHT }}
        >
          {render(sku)}
        </Flex>
      ))}
    </Flex>
  );
}
