import type { ConsoleSku } from '@shop/contracts/catalogue';
import { Flex } from 'antd';
import type { ReactNode } from 'react';

/** One line per SKU in a goods row's cell, the same height in every column so they line up. */
export const SKU_LINE_HEIGHT = 44;

export function SkuLines({
  skus,
  render,
}: {
  skus: readonly ConsoleSku[];
  render: (sku: ConsoleSku) => ReactNode;
}) {
  return (
    <Flex vertical>
      {skus.map((sku) => (
        <Flex key={sku.sku_id} align="center" style={{ minHeight: SKU_LINE_HEIGHT }}>
          {render(sku)}
        </Flex>
      ))}
    </Flex>
  );
}
