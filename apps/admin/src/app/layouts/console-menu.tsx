import type { MenuProps } from 'antd';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import type { ConsoleGroup, ConsolePage } from '../console-page';
import { CONSOLE_GROUPS } from '../console-pages';

type MenuItems = NonNullable<MenuProps['items']>;

/**
 * The sider menu's entries for the sections a role may use, in their order: one entry per
 * section, those of a group (营销中心, issue 27) in its submenu, placed where its first section is.
 * A section not built yet is greyed out.
 */
export function consoleMenuItems(pages: readonly ConsolePage[], t: TFunction<'layout'>): MenuItems {
  const items: MenuItems = [];
  const groups = new Map<ConsoleGroup, MenuItems>();
  for (const page of pages) {
    const item = {
      key: page.key,
      icon: page.icon,
      disabled: !page.routes,
      label: page.routes ? (
        <Link to={page.path}>{t(`menu.${page.key}`)}</Link>
      ) : (
        t(`menu.${page.key}`)
      ),
    };
    if (!page.group) {
      items.push(item);
      continue;
    }
    let children = groups.get(page.group);
    if (!children) {
      children = [];
      groups.set(page.group, children);
      items.push({
        key: page.group,
        icon: CONSOLE_GROUPS[page.group].icon,
        label: t(`menu.${page.group}`),
        children,
      });
    }
    children.push(item);
  }
  return items;
}
