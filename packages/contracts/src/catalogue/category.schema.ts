import { z } from 'zod';
import { bodySchema } from '../common';
import { CATEGORY_TREE_LEVEL } from '../constants';

export const CategoryTreeBodySchema = bodySchema({
  level: z.coerce.number().int().min(1).max(CATEGORY_TREE_LEVEL).default(CATEGORY_TREE_LEVEL),
  template: z.coerce.number().int().min(0).max(99).optional(),
});
export type CategoryTreeBody = z.input<typeof CategoryTreeBodySchema>;

const categoryFields = {
  category_id: z.number().int(),
  pid: z.number().int(),
  level: z.number().int().min(1).max(CATEGORY_TREE_LEVEL),
  category_name: z.string().max(50),
  short_name: z.string().max(20),
  image: z.string().max(500),
};

/** A third-level category (a leaf: its child_list is always empty). */
export const CategoryLeafSchema = z.object({ ...categoryFields, child_list: z.array(z.never()) });
export const CategoryLevel2Schema = z.object({
  ...categoryFields,
  child_list: z.array(CategoryLeafSchema),
});
export const CategoryLevel1Schema = z.object({
  ...categoryFields,
  child_list: z.array(CategoryLevel2Schema),
});
export type CategoryLeaf = z.infer<typeof CategoryLeafSchema>;
export type CategoryLevel2 = z.infer<typeof CategoryLevel2Schema>;
export type CategoryLevel1 = z.infer<typeof CategoryLevel1Schema>;
/** Any node of the tree. */
export type CategoryNode = CategoryLevel1 | CategoryLevel2 | CategoryLeaf;

/** `/api/goodscategory/tree`: first-level categories with children down to the asked depth. */
export const CategoryTreeSchema = z.array(CategoryLevel1Schema);
export type CategoryTree = z.infer<typeof CategoryTreeSchema>;
