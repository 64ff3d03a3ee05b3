import type { EditorCategory } from '@shop/contracts/catalogue';
import { TreeSelect } from 'antd';
import { useMemo } from 'react';

type Node = {
  value: number;
  title: string;
  selectable: boolean;
  children?: Node[];
};

const toNode = (c: EditorCategory): Node => ({
  value: c.category_id,
  title: c.category_name,
  // issue 25: goods sit on a leaf of the 3-level tree; the others only open.
  selectable: c.children.length === 0,
  ...(c.children.length > 0 ? { children: c.children.map(toNode) } : {}),
});

/** The category of a goods: the 3-level tree, searchable, only a leaf selectable. */
export function CategoryPicker({
  id,
  value,
  onChange,
  categories,
}: {
  id?: string;
  value?: number;
  onChange?: (value: number) => void;
  categories: EditorCategory[];
}) {
  const tree = useMemo(() => categories.map(toNode), [categories]);
  return (
    <TreeSelect<number>
      id={id}
      value={value}
      onChange={onChange}
      treeData={tree}
      showSearch
      treeNodeFilterProp="title"
      treeDefaultExpandAll={false}
      style={{ width: '100%' }}
      popupMatchSelectWidth={false}
    />
  );
}
