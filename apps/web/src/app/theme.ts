import { prefersReducedMotion } from '@shop/web-kit/palette';
import type { ThemeConfig } from 'antd';

/** Fades a palette colour (ADR 0013), from the kit, so every layer still paints from here. */
export { fade } from '@shop/web-kit/palette';

/**
 * The mall's one palette (issue 14): every colour the web app paints, named by its role. Nothing
 * else under `apps/web/src` writes a hex colour (`palette.test.ts` checks); the spec's fixed tag
 * colours live in contracts constants and merchant colours come from data.
 */
export const palette = {
  /** The pharmacy-mall red: prices, the primary action, the active tab. */
  brand: '#e4393c',
  /** The darker red where a banner gradient starts, and the deepest red of a banner. */
  brandDark: '#c81e2b',
  brandDeep: '#b3121f',
  /** The coral a red banner or coupon gradient fades into. */
  coral: '#f5743c',
  /** A selected row or menu entry on white. */
  brandLight: '#fff1f0',
  /** A faint red panel behind promotional text. */
  brandWash: '#fff5f5',
  /** The border of a faint red panel or a coupon. */
  brandBorder: '#ffd8d8',
  /** antd's error red: badges and prices inside the chat and the workbench. */
  error: '#ff4d4f',

  /** Body text, secondary text, meta text, muted text and faint marks (separators, disabled). */
  text: '#333',
  textSecondary: '#666',
  textTertiary: '#8c8c8c',
  textMuted: '#999',
  textFaint: '#bfbfbf',

  /** Input and box borders, lighter boxes, dividers between rows, the lightest dividers. */
  border: '#d9d9d9',
  borderLight: '#e5e5e5',
  divider: '#eee',
  dividerLight: '#f0f0f0',

  /** The page behind the content column and grey panels; lighter header rows. */
  fill: '#f5f5f5',
  fillLight: '#fafafa',
  white: '#fff',
  /** Shadows and dark overlays, always through `fade`. */
  black: '#000',

  /** Promotion accents: 特价 (discount) orange, the zone amber, volcano reds, gold, yellow. */
  orange: '#ff6a00',
  amber: '#f08a24',
  volcano: '#fa541c',
  volcanoDark: '#d4380d',
  gold: '#b8860b',
  /** The seckill (秒杀) lightning and the zoom lens. */
  yellow: '#ffd24d',
  warning: '#faad14',
  /** A warm panel behind a bundle (套餐) or a checked cart line, and its edge. */
  warmWash: '#fffaf5',
  warmBorder: '#ffb37f',

  /** antd's success green: online, done. */
  success: '#52c41a',
  successDark: '#389e0d',
  /** A campaign that has not started yet. */
  green: '#52a83a',
  /** 换购 (exchange) accents. */
  teal: '#13a89e',
  tealDark: '#0e8a6e',
  tealWash: '#f0faf9',
  /** The buyer's own chat bubble. */
  chatOwn: '#95ec69',

  /** antd's blue (the workbench's accent, 阶梯 tiers), a darker blue, geek blue, their washes. */
  blue: '#1677ff',
  blueDark: '#1565c0',
  geekblue: '#2f54eb',
  blueWash: '#e6f4ff',
  blueMist: '#f4f8fc',
  /** The workbench's top bar. */
  navy: '#001529',
  /** The seckill (秒杀) time bar. */
  ink: '#2b2b2b',

  /** 组合套餐 (bundle) purple and its wash; the coupon zone's magenta. */
  purple: '#722ed1',
  purpleWash: '#f9f0ff',
  magenta: '#c41d7f',
} as const;

export type PaletteColour = keyof typeof palette;

/**
 * Corner radii: tags and thumbnails, boxes and buttons, cards and panels, coupon faces; `pill`
 * rounds a box's ends whatever its height, `round` makes a circle of a square.
 */
export const radius = { sm: 2, md: 4, lg: 8, xl: 12, pill: 999, round: '50%' } as const;

/** `textMuted` -> `--palette-text-muted`: the custom property `global.css` reads. */
export const paletteVar = (name: PaletteColour) =>
  `--palette-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

/** Writes the palette onto `:root` as custom properties, once before the first paint. */
export function writePaletteVars(root: HTMLElement) {
  for (const [name, colour] of Object.entries(palette))
    root.style.setProperty(paletteVar(name as PaletteColour), colour);
}

/** The mall's look for antd: the palette's red and greys, compact radii, the CJK font stack. */
export const theme: ThemeConfig = {
  token: {
    motion: !prefersReducedMotion(),
    colorPrimary: palette.brand,
    colorError: palette.error,
    colorSuccess: palette.success,
    colorWarning: palette.warning,
    colorInfo: palette.blue,
    colorText: palette.text,
    colorTextSecondary: palette.textSecondary,
    colorTextTertiary: palette.textTertiary,
    colorTextQuaternary: palette.textFaint,
    colorBorder: palette.border,
    colorBorderSecondary: palette.dividerLight,
    colorBgLayout: palette.fill,
    colorLink: palette.text,
    colorLinkHover: palette.brand,
    // antd derives its small and large radii from this one (all 4 at this size).
    borderRadius: radius.md,
    fontFamily:
      '"PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Noto Sans SC", "Helvetica Neue", Arial, sans-serif',
    fontSize: 13,
  },
};
