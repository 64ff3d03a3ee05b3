/**
 * A palette colour at an opacity, as `rgba(...)`: shadows (`fade(palette.black, 0.12)`) and
 * overlays on images. Palette entries are 3- or 6-digit hex (ADR 0013: each app's palette lives
 * in its `app/theme.ts`; this is the one way either fades one).
 */
export function fade(colour: string, opacity: number): string {
  const hex = colour.slice(1);
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  const [r, g, b] = [0, 2, 4].map((at) => parseInt(full.slice(at, at + 2), 16));
  return `rgba(${r}, ${g}, ${b}, ${opacity})`;
}

/**
 * Whether the system asks for less motion (prefers-reduced-motion): the apps' antd themes then
 * open and close dialogs, menus and messages without animating them (WCAG 2.3.3).
 */
export const prefersReducedMotion = (): boolean =>
  typeof window !== 'undefined' &&
  window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
