import { PROMOTION_STATES } from '@shop/contracts/promotion';
import { describe, expect, it } from 'vitest';
import { isSeckillOpen, STATE_COLOURS } from './seckill-state';
import { slotTimeProblem } from './seckill-time-rules';

describe('a seckill’s stage (issue 27, ADR 0030)', () => {
  it('has a colour for every stage', () => {
    expect(Object.keys(STATE_COLOURS).sort()).toEqual([...PROMOTION_STATES].sort());
    expect(STATE_COLOURS).toMatchObject({ scheduled: 'blue', running: 'green', closed: 'red' });
  });
  it('may be edited or closed until it has ended or been closed', () => {
    expect(PROMOTION_STATES.filter(isSeckillOpen)).toEqual(['draft', 'scheduled', 'running']);
  });
});

describe('slotTimeProblem', () => {
  it('takes HH:mm from 00:00 to 24:00, the start first', () => {
    expect(slotTimeProblem('10:00', '12:00')).toBeNull();
    expect(slotTimeProblem('20:00', '24:00')).toBeNull();
    expect(slotTimeProblem(' 00:00', '08:30 ')).toBeNull();
  });
  it('refuses other times and an end not after the start', () => {
    for (const [start, end] of [
      ['9:00', '12:00'],
      ['10:00', '24:30'],
      ['10:60', '12:00'],
      ['', '12:00'],
    ])
      expect(slotTimeProblem(start!, end!)).toBe('time_format');
    expect(slotTimeProblem('12:00', '12:00')).toBe('end_before_start');
    expect(slotTimeProblem('24:00', '24:00')).toBe('end_before_start');
  });
});
