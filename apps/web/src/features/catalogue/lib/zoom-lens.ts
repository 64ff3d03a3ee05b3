/** Sizes of the image magnifier: a square box, a square lens inside it, a square zoomed view. */
export type ZoomGeometry = { box: number; lens: number; view: number };

export type ZoomFrame = {
  /** Top-left corner of the lens inside the box, in px. */
  lensLeft: number;
  lensTop: number;
  /** How much larger the view shows the image than the box (view / lens). */
  scale: number;
  /** CSS background of the zoomed view: the image at box x scale, shifted to the lens. */
  backgroundSize: number;
  backgroundX: number;
  backgroundY: number;
};

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/**
 * Where the lens sits for a pointer at (x, y) inside the box, and what the zoomed view shows.
 * The lens is centred on the pointer but kept wholly inside the box; the view shows the part
 * under the lens enlarged by view / lens, so its background is the image scaled to box x scale
 * and moved left/up by the lens offset x scale.
 */
export function zoomFrame(x: number, y: number, g: ZoomGeometry): ZoomFrame {
  const scale = g.view / g.lens;
  const limit = g.box - g.lens;
  const lensLeft = clamp(x - g.lens / 2, 0, limit);
  const lensTop = clamp(y - g.lens / 2, 0, limit);
  return {
    lensLeft,
    lensTop,
    scale,
    backgroundSize: g.box * scale,
    backgroundX: -lensLeft * scale,
    backgroundY: -lensTop * scale,
  };
}
