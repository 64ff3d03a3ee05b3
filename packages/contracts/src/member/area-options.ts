import type { Area } from './area.schema';

/** One region of a province / city / district picker (antd Cascader's option shape). */
export type AreaOption = {
  value: number;
  label: string;
  isLeaf: boolean;
  loading?: boolean;
  children?: AreaOption[];
};

/**
 * The option tree from the provinces and the children loaded so far (keyed by parent id). A
 * district, or a region found to have no children, is a leaf. Shared by the storefront's address
 * form and the console's store form, which load the levels the same way.
 */
export function buildAreaOptions(
  roots: Area[],
  loaded: Record<number, Area[]>,
  loadingId: number | null,
): AreaOption[] {
  const build = (area: Area): AreaOption => {
    const children = loaded[area.id];
    return {
      value: area.id,
      label: area.name,
      isLeaf: area.level >= 3 || children?.length === 0,
      loading: loadingId === area.id,
      children: children?.map(build),
    };
  };
  return roots.map(build);
}
