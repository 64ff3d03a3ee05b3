import { describe, expect, it } from 'vitest';
import svg from '../../../public/demo/site/login-banner.svg?raw';

/**
 * The demo login advert sits in a band of its own background colour wider than the image, so a
 * shape crossing the image's edge shows a straight cut: every circle stays inside the canvas.
 */
describe('the demo login advert', () => {
  it('keeps its circles inside the canvas', () => {
    const [, width, height] = /viewBox="0 0 (\d+) (\d+)"/.exec(svg) ?? [];
    const circles = [...svg.matchAll(/<circle cx="([\d.-]+)" cy="([\d.-]+)" r="([\d.]+)"/g)];
    expect(circles.length).toBeGreaterThan(0);
    for (const [tag, cx, cy, r] of circles) {
      const [x, y, radius] = [Number(cx), Number(cy), Number(r)];
      expect(x - radius >= 0 && y - radius >= 0, tag).toBe(true);
      expect(x + radius <= Number(width) && y + radius <= Number(height), tag).toBe(true);
    }
  });
});
