import { describe, expect, it } from 'vitest';
import { durationParts } from './duration';

describe('durationParts', () => {
  it('splits minutes into days, hours and minutes, leaving out zero parts', () => {
    expect(durationParts(5)).toEqual([['minutes', 5]]);
    expect(durationParts(1440)).toEqual([['days', 1]]);
    expect(durationParts(1530)).toEqual([
      ['days', 1],
      ['hours', 1],
      ['minutes', 30],
    ]);
    expect(durationParts(0)).toEqual([['minutes', 0]]);
  });
});
