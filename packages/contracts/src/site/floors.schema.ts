import { z } from 'zod';
import { EmptyBodySchema } from '../common';
import { GoodsCardSchema } from '../catalogue/goods-list.schema';

/** `/api/pc/floors`: no parameters; the answer depends on who is looking (cards per viewer). */
export const FloorsBodySchema = EmptyBodySchema;

export const FLOOR_BLOCK_TYPES = ['goods', 'category', 'adv'] as const;
export const FloorBlockTypeSchema = z.enum(FLOOR_BLOCK_TYPES);
export type FloorBlockType = z.infer<typeof FloorBlockTypeSchema>;

/** A category a floor links to (`/list?category_id=&level=`). */
export const FloorCategoryLinkSchema = z.object({
  category_id: z.number().int(),
  category_name: z.string().max(50),
  level: z.number().int().min(1).max(3),
});
export type FloorCategoryLink = z.infer<typeof FloorCategoryLinkSchema>;

/** An image with the in-site path (or external address) it opens. */
export const FloorImageSchema = z.object({
  image: z.string().max(500),
  url: z.string().max(500),
  title: z.string().max(60),
});
export type FloorImage = z.infer<typeof FloorImageSchema>;

const floorBase = {
  floor_id: z.number().int(),
  title: z.string().max(40),
};

/** Goods floor: a title bar in `color`, a side banner and hand-picked goods. */
export const GoodsFloorSchema = z.object({
  ...floorBase,
  block_type: z.literal('goods'),
  color: z.string().max(20),
  banner: FloorImageSchema.nullable(),
  /** The category of the "更多" link, null when the floor has none. */
  more: FloorCategoryLinkSchema.nullable(),
  goods_list: z.array(GoodsCardSchema),
});

/** Category floor: a level-1 category, its children as links and its best sellers. */
export const CategoryFloorSchema = z.object({
  ...floorBase,
  block_type: z.literal('category'),
  color: z.string().max(20),
  category: FloorCategoryLinkSchema,
  child_list: z.array(FloorCategoryLinkSchema),
  goods_list: z.array(GoodsCardSchema),
});

/** Advert floor: one to three wide images. */
export const AdvFloorSchema = z.object({
  ...floorBase,
  block_type: z.literal('adv'),
  adv_list: z.array(FloorImageSchema),
});

export const FloorSchema = z.discriminatedUnion('block_type', [
  GoodsFloorSchema,
  CategoryFloorSchema,
  AdvFloorSchema,
]);
export type Floor = z.infer<typeof FloorSchema>;
export type GoodsFloor = z.infer<typeof GoodsFloorSchema>;
export type CategoryFloor = z.infer<typeof CategoryFloorSchema>;
export type AdvFloor = z.infer<typeof AdvFloorSchema>;

/** The shown floors in display order. */
export const FloorListSchema = z.array(FloorSchema);
