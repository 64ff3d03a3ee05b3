import type { StaffPermission } from '@shop/contracts/staff';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';

/**
 * One section of the console: its address, the permission it needs (contracts `access.ts`), its
 * menu entry (label `layout:menu.<key>`, icon) and its routes, relative to its path, each page
 * loaded lazily (`lazyPage`). The sider menu, the routes and the 403 guard are all built from the
 * one table of them, `CONSOLE_PAGES`. A section whose screens are not built yet (`routes` absent)
 * shows in the menu greyed out and has no route, so its address answers 404. A section with a
 * `group` sits in that group's submenu (label `layout:menu.<group>`, icon in `CONSOLE_GROUPS`).
 */
export type ConsolePage = {
  key: string;
  path: string;
  permission: StaffPermission;
  icon: ReactNode;
  /** The menu group it sits under (营销中心, 内容管理, issue 27); absent: at the menu's top level. */
  group?: ConsoleGroup;
  /** The section's pages: `{ index: true, lazy }` for its list, `{ path: ':id', lazy }` etc. */
  routes?: RouteObject[];
};

/** The menu's groups of sections (issue 27): 营销中心 holds the promotions, 内容管理 the content. */
export type ConsoleGroup = 'marketing' | 'content';
