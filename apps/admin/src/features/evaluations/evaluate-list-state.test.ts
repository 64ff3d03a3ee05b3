import { describe, expect, it } from 'vitest';
import { evaluateActionsOf } from './evaluate-list-state';

const row = {
  state: 'waiting' as const,
  explain_first: '',
  again_content: '',
  again_explain: '',
};

describe('what staff may do with an evaluation', () => {
  it('answers, approves or hides one waiting for review', () => {
    expect(evaluateActionsOf(row)).toEqual([
      { kind: 'reply', target: 'first', edit: false },
      { kind: 'show', approve: true },
      { kind: 'hide' },
    ]);
  });

  it('changes its answer and hides a shown one', () => {
    expect(evaluateActionsOf({ ...row, state: 'shown', explain_first: '感谢支持' })).toEqual([
      { kind: 'reply', target: 'first', edit: true },
      { kind: 'hide' },
    ]);
  });

  it('shows a hidden one again (not an approval)', () => {
    expect(evaluateActionsOf({ ...row, state: 'hidden' })).toEqual([
      { kind: 'reply', target: 'first', edit: false },
      { kind: 'show', approve: false },
    ]);
  });

  it('answers the follow-up only once the buyer wrote one', () => {
    const followed = { ...row, state: 'shown' as const, again_content: '回购了' };
    expect(evaluateActionsOf(followed)).toContainEqual({
      kind: 'reply',
      target: 'again',
      edit: false,
    });
    expect(evaluateActionsOf({ ...followed, again_explain: '谢谢' })).toContainEqual({
      kind: 'reply',
      target: 'again',
      edit: true,
    });
    expect(evaluateActionsOf(row).some((a) => a.kind === 'reply' && a.target === 'again')).toBe(
      false,
    );
  });
});
