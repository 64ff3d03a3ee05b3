import { DEMO_TREE } from './tree';
import type { BranchDef, LeafDef } from './tree-types';

/** A category row before insertion; `key` is its position in the plan, `parentKey` its parent's. */
export type CategoryPlan = {
  key: number;
  parentKey: number | null;
  level: 1 | 2 | 3;
  categoryName: string;
  shortName: string;
  image: string;
  sort: number;
  isShow: boolean;
  isRecommend: boolean;
};

/** A goods template parsed from a leaf (see tree-types.ts for the text format). */
export type Template = {
  name: string;
  specs: string[];
  priceYuan: number;
  kind: string;
  rx: boolean;
  cold: boolean;
  deviceClass: 1 | 2 | 3;
  place: string;
  leafKey: number;
  leafName: string;
  intro: string;
};

const KINDS = 'HZSJYDFCX';

function parseTemplate(
  text: string,
  leafDef: LeafDef,
  parent: BranchDef,
  leafKey: number,
): Template {
  const [name = '', specs = '', price = '', ownFlags = '', place = ''] = text.split('|');
  const flags = ownFlags || leafDef.flags || parent.flags;
  const kind = [...flags].find((c) => KINDS.includes(c));
  if (!name || !kind || !(Number(price) > 0)) throw new Error(`bad goods template "${text}"`);
  const deviceClass = flags.includes('3') ? 3 : flags.includes('1') ? 1 : 2;
  return {
    name,
    specs: specs.split(','),
    priceYuan: Number(price),
    kind,
    rx: flags.includes('R'),
    cold: flags.includes('L'),
    deviceClass,
    place,
    leafKey,
    leafName: leafDef.name,
    intro: parent.intro,
  };
}

/**
 * Flattens the demo tree into category rows (level by level order is kept by `level`) and the
 * goods templates of each leaf. Names are unique, short names 2-4 characters.
 */
export function planCategories(): { categories: CategoryPlan[]; templates: Template[] } {
  const categories: CategoryPlan[] = [];
  const templates: Template[] = [];
  const add = (row: Omit<CategoryPlan, 'key'>) => {
    if (categories.some((c) => c.categoryName === row.categoryName)) {
      throw new Error(`duplicate category name ${row.categoryName}`);
    }
    if (row.shortName.length < 2 || row.shortName.length > 4)
      throw new Error(`bad short name ${row.shortName}`);
    categories.push({ ...row, key: categories.length });
    return categories.length - 1;
  };
  DEMO_TREE.forEach((root, r) => {
    const rootKey = add({
      parentKey: null,
      level: 1,
      categoryName: root.name,
      shortName: root.short,
      image: `/demo/category/${root.icon}.svg`,
      sort: r + 1,
      isShow: true,
      isRecommend: true,
    });
    root.branches.forEach((branchDef, b) => {
      const image = `/demo/category/${branchDef.icon}.svg`;
      const branchKey = add({
        parentKey: rootKey,
        level: 2,
        categoryName: branchDef.name,
        shortName: branchDef.short,
        image,
        sort: b + 1,
        isShow: true,
        isRecommend: b < 3,
      });
      branchDef.leaves.forEach((leafDef, l) => {
        const leafKey = add({
          parentKey: branchKey,
          level: 3,
          categoryName: leafDef.name,
          shortName: leafDef.short,
          image,
          sort: l + 1,
          isShow: !leafDef.hidden,
          isRecommend: false,
        });
        for (const item of leafDef.items)
          templates.push(parseTemplate(item, leafDef, branchDef, leafKey));
      });
    });
  });
  return { categories, templates };
}
