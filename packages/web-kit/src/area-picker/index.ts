export { AreaCascader } from './area-cascader';
export { areaChildrenQueryOptions } from './area-children';
