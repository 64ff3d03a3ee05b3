import { describe, expect, it } from 'vitest';
import { runSteps, runStepsYielding, type Steps } from './steps';

function* counted(log: string[]): Steps<number> {
  for (let i = 1; i <= 3; i++) {
    log.push(`step ${i}`);
    yield;
  }
  return 3;
}

describe('steps (a long computation cut into steps)', () => {
  it('runs every step at once and answers the result', () => {
    const log: string[] = [];
    expect(runSteps(counted(log))).toBe(3);
    expect(log).toEqual(['step 1', 'step 2', 'step 3']);
  });

  it('gives the event loop back between the steps when yielding', async () => {
    const log: string[] = [];
    const done = runStepsYielding(counted(log));
    setImmediate(() => log.push('a request'));
    expect(await done).toBe(3);
    expect(log.indexOf('a request')).toBeGreaterThan(0);
    expect(log.indexOf('a request')).toBeLessThan(log.length - 1);
  });
});
