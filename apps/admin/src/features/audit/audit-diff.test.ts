import { describe, expect, it } from 'vitest';
import { auditDiff } from './audit-diff';

describe('auditDiff', () => {
  it('marks the keys whose values differ, on both sides, in one key order', () => {
    const diff = auditDiff(
      { nickname: '小王', site_id: 1, status: 1 },
      { nickname: '小李', site_id: 1, status: 1, extra: { a: [1] } },
    );
    expect(diff.changedKeys).toEqual(['nickname', 'extra']);
    expect(diff.before.map((b) => [b.key, b.changed])).toEqual([
      [null, false],
      ['nickname', true],
      ['site_id', false],
      ['status', false],
      [null, false],
    ]);
    expect(diff.after.find((b) => b.key === 'extra')?.text).toBe(
      '  "extra": {\n    "a": [\n      1\n    ]\n  }',
    );
    expect(diff.after.find((b) => b.key === 'nickname')?.text).toBe('  "nickname": "小李",');
  });

  it('shows a missing side (a record created) as null, the other side as it is', () => {
    const diff = auditDiff(null, { username: 'kf01' });
    expect(diff.before).toEqual([{ key: null, text: 'null', changed: false }]);
    expect(diff.after.map((b) => b.changed)).toEqual([false, true, false]);
  });

  it('compares plain values as a whole', () => {
    expect(auditDiff(1, 2).after).toEqual([{ key: null, text: '2', changed: true }]);
    expect(auditDiff('a', 'a').before[0]?.changed).toBe(false);
  });
});
