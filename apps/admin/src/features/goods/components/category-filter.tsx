import { TreeSelect } from 'antd';
import type { ListController } from '@/components/server-table/use-list-state';
import { useCategoryOptions } from '../api/get-categories';

/** The goods list's category filter (`category_id`, a category of any level), clearable. */
export function CategoryFilter({
  list,
  placeholder,
}: {
  list: ListController;
  placeholder: string;
}) {
  const categories = useCategoryOptions();
  return (
    <TreeSelect
      aria-label={placeholder}
      placeholder={placeholder}
      allowClear
      showSearch={{ treeNodeFilterProp: 'title' }}
      style={{ width: 200 }}
      treeData={categories.data ?? []}
      loading={categories.isPending}
      value={list.filters.category_id ?? null}
      onChange={(value: string | null | undefined) =>
        list.update({ filters: { category_id: value ?? null } })
      }
    />
  );
}
