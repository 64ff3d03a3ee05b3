import { describe, expect, it } from 'vitest';
import { zoomFrame } from './zoom-lens';

const g = { box: 400, lens: 200, view: 400 };

describe('zoomFrame', () => {
  it('centres the lens on the pointer and shows that part twice as large', () => {
    expect(zoomFrame(200, 250, g)).toEqual({
      lensLeft: 100,
      lensTop: 150,
      scale: 2,
      backgroundSize: 800,
      backgroundX: -200,
      backgroundY: -300,
    });
  });

  it('keeps the lens inside the box at the corners', () => {
    const topLeft = zoomFrame(10, 20, g);
    expect([topLeft.lensLeft, topLeft.lensTop, topLeft.backgroundX, topLeft.backgroundY]).toEqual([
      0, 0, -0, -0,
    ]);
    const bottomRight = zoomFrame(399, 420, g);
    expect([bottomRight.lensLeft, bottomRight.lensTop]).toEqual([200, 200]);
    // the view then shows the bottom-right quarter: background moved by 400 of its 800 px
    expect([bottomRight.backgroundX, bottomRight.backgroundY]).toEqual([-400, -400]);
  });

  it('scales by view / lens for other sizes', () => {
    const f = zoomFrame(300, 300, { box: 360, lens: 120, view: 480 });
    expect(f.scale).toBe(4);
    expect(f.backgroundSize).toBe(1440);
    expect(f.lensLeft).toBe(240);
    expect(f.backgroundX).toBe(-960);
  });
});
