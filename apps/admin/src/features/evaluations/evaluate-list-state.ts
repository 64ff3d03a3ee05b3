import { CONSOLE_EVALUATE_STATES, type ConsoleEvaluateRow } from '@shop/contracts/aftersale';
import type { ListStateOptions } from '@/components/server-table/list-state';

/** The evaluation list's URL state: `/staff/api/goodsevaluate/lists` filters under their names. */
export const EVALUATE_LIST: ListStateOptions = {
  filters: ['state', 'scores', 'replied'],
  searchField: 'keyword',
};

/** The visibility tabs: all, then 待审核, 已展示, 已隐藏. */
export const EVALUATE_TABS = ['all', ...CONSOLE_EVALUATE_STATES] as const;

export const EVALUATE_SCORES = ['5', '4', '3', '2', '1'] as const;

/** What staff may do with an evaluation (the server checks each again). */
export type EvaluateAction =
  /** Answer the evaluation, or change the answer (`edit`). */
  | { kind: 'reply'; target: 'first' | 'again'; edit: boolean }
  /** Put it on the goods page: approve one waiting for review, or show a hidden one again. */
  | { kind: 'show'; approve: boolean }
  /** Take it off the goods page (or keep one waiting for review off it). */
  | { kind: 'hide' };

/**
 * The actions of an evaluation: reply (or change the reply) to it and, once the buyer wrote a
 * follow-up, to that; show it unless shown; hide it unless hidden.
 */
export function evaluateActionsOf(
  row: Pick<ConsoleEvaluateRow, 'state' | 'explain_first' | 'again_content' | 'again_explain'>,
): EvaluateAction[] {
  const actions: EvaluateAction[] = [
    { kind: 'reply', target: 'first', edit: row.explain_first !== '' },
  ];
  if (row.again_content !== '')
    actions.push({ kind: 'reply', target: 'again', edit: row.again_explain !== '' });
  if (row.state !== 'shown') actions.push({ kind: 'show', approve: row.state === 'waiting' });
  if (row.state !== 'hidden') actions.push({ kind: 'hide' });
  return actions;
}
