import { prefersReducedMotion } from '@shop/web-kit/palette';
import type { ThemeConfig } from 'antd';

/** Fades a palette colour (ADR 0013), from the kit, so every layer still paints from here. */
export { fade } from '@shop/web-kit/palette';

/**
 * The console's one palette (issue 15, after ADR 0013): every colour the staff console paints,
 * named by its role. Nothing else under `apps/admin/src` writes a colour (`palette.test.ts`
 * checks). The console looks like the Chinese enterprise consoles its staff know (Ant Design
 * Pro): antd's blue, a dark navy sider, a light grey page.
 */
export const palette = {
  /** The primary action, the selected menu entry, links. */
  primary: '#1677ff',
  /** antd's status colours: failures, done, waiting. */
  error: '#ff4d4f',
  success: '#52c41a',
  warning: '#faad14',
  /** Figures that ask for staff action on the dashboard. */
  volcano: '#fa541c',
  purple: '#722ed1',

  /** Body, secondary, tertiary and faint text. */
  text: '#1f1f1f',
  textSecondary: '#595959',
  textTertiary: '#8c8c8c',
  textFaint: '#bfbfbf',

  /** Borders and dividers. */
  border: '#d9d9d9',
  divider: '#f0f0f0',

  /** The page behind the content, header rows, white panels. */
  fill: '#f5f5f5',
  fillLight: '#fafafa',
  white: '#fff',
  /** Shadows, always through `fade`. */
  black: '#000',

  /** The sider and the sign-in page's backdrop, and its lighter second stop. */
  navy: '#001529',
  navyLight: '#0a2a4d',
} as const;

export type PaletteColour = keyof typeof palette;

/** Corner radii: tags, boxes and buttons, cards and panels; `round` makes a circle of a square. */
export const radius = { sm: 2, md: 6, lg: 8, round: '50%' } as const;

/** Spacing steps (px) between blocks of a page. */
export const space = { xs: 4, sm: 8, md: 16, lg: 24, xl: 32 } as const;

/** The sider's width, open and folded. */
export const SIDER_WIDTH = 208;
export const SIDER_COLLAPSED_WIDTH = 64;
export const HEADER_HEIGHT = 56;

/** The console's look for antd: the palette, a compact 14px CJK font stack, a dark sider. */
export const theme: ThemeConfig = {
  token: {
    motion: !prefersReducedMotion(),
    colorPrimary: palette.primary,
    colorInfo: palette.primary,
    colorError: palette.error,
    colorSuccess: palette.success,
    colorWarning: palette.warning,
    colorText: palette.text,
    colorTextSecondary: palette.textSecondary,
    colorTextTertiary: palette.textTertiary,
    colorTextQuaternary: palette.textFaint,
    colorBorder: palette.border,
    colorBorderSecondary: palette.divider,
    colorBgLayout: palette.fill,
    borderRadius: radius.md,
    fontFamily:
      '"PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Noto Sans SC", "Helvetica Neue", Arial, sans-serif',
    fontSize: 14,
  },
  components: {
    Layout: {
      siderBg: palette.navy,
      headerBg: palette.white,
      headerHeight: HEADER_HEIGHT,
      headerPadding: `0 ${space.lg}px`,
    },
    Menu: { darkItemBg: palette.navy, darkSubMenuItemBg: palette.navy },
  },
};
