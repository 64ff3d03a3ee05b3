/**
 * The sizes a goods image uploaded from the console is stored in (issue 25): 800 px for the goods
 * page and its magnifier, 400 for cards, 200 for thumbnails and the mini cart.
 */
export const GOODS_IMAGE_SIDES = [800, 400, 200] as const;
export type GoodsImageSide = (typeof GOODS_IMAGE_SIDES)[number];

const UPLOADED = /^(\/upload\/goods\/\d{6}\/[0-9a-f]{32})\.(jpg|png)$/;

/**
 * The path of an uploaded goods image at a smaller size; any other image (the demo's, an
 * address) is returned as it is.
 */
export function goodsImageOfSize(path: string, side: GoodsImageSide): string {
  if (side === GOODS_IMAGE_SIDES[0]) return path;
  const match = UPLOADED.exec(path);
  return match ? `${match[1]}_${side}.${match[2]}` : path;
}
