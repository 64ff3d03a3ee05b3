import { describe, expect, it } from 'vitest';
import { backToTopStep } from './back-to-top';

describe('backToTopStep', () => {
  it.each([
    [5000, 4000],
    [1000, 800],
    [100, 80],
    [30, 10],
    [15, 0],
    [0, 0],
    [-4, 0],
  ])('from %i px goes to %i px', (from, to) => {
    expect(backToTopStep(from)).toBe(to);
  });

  it('reaches the top from far down in a bounded number of steps', () => {
    let y = 20_000;
    let steps = 0;
    while (y > 0 && steps < 100) {
      y = backToTopStep(y);
      steps += 1;
    }
    expect(y).toBe(0);
    expect(steps).toBeLessThan(40);
  });
});
