import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { CONSOLE_PAGES } from '../console-pages';
import { consoleMenuItems } from './console-menu';

describe('consoleMenuItems (issue 27)', () => {
  const t = i18n.getFixedT('zh-CN', 'layout');

  it('puts the seckill page under 营销中心, where its first section stands', () => {
    const items = consoleMenuItems(CONSOLE_PAGES, t);
    const keys = items.map((item) => item?.key);
    const group = items.find((item) => item?.key === 'marketing') as {
      label: string;
      children: { key: string }[];
    };
    expect(group.label).toBe('营销中心');
    expect(group.children.map((child) => child.key)).toEqual(['seckill']);
    expect(keys).not.toContain('seckill');
    expect(keys.indexOf('marketing')).toBe(keys.indexOf('stores') + 1);
  });

  it('leaves the group out for a role without promotion.manage', () => {
    const pages = CONSOLE_PAGES.filter((page) => page.permission !== 'promotion.manage');
    expect(consoleMenuItems(pages, t).map((item) => item?.key)).not.toContain('marketing');
  });

  it('puts the search words page under 内容管理, after 营销中心 (issue 27, content)', () => {
    const items = consoleMenuItems(CONSOLE_PAGES, t);
    const keys = items.map((item) => item?.key);
    const group = items.find((item) => item?.key === 'content') as {
      label: string;
      children: { key: string }[];
    };
    expect(group.label).toBe('内容管理');
    expect(group.children.map((child) => child.key)).toEqual(['search_words']);
    expect(keys).not.toContain('search_words');
    expect(keys.indexOf('content')).toBe(keys.indexOf('marketing') + 1);
    const pages = CONSOLE_PAGES.filter((page) => page.permission !== 'content.manage');
    expect(consoleMenuItems(pages, t).map((item) => item?.key)).not.toContain('content');
  });
});
