import { defineStaffEndpoint } from '../staff/staff-endpoint';
import {
  ConsoleEvaluateIdBodySchema,
  ConsoleEvaluateListBodySchema,
  ConsoleEvaluatePageSchema,
  ConsoleEvaluateReplyBodySchema,
  ConsoleEvaluateResultSchema,
} from './evaluate-console.schema';

/** The console's goods evaluations (issue 17), each needing `evaluate.manage`. */

export const consoleEvaluateListEndpoint = defineStaffEndpoint({
  path: '/staff/api/goodsevaluate/lists',
  body: ConsoleEvaluateListBodySchema,
  data: ConsoleEvaluatePageSchema,
  permission: 'evaluate.manage',
});

export const consoleEvaluateReplyEndpoint = defineStaffEndpoint({
  path: '/staff/api/goodsevaluate/reply',
  body: ConsoleEvaluateReplyBodySchema,
  data: ConsoleEvaluateResultSchema,
  permission: 'evaluate.manage',
});

/** Takes the evaluation off the goods page (is_audit -1). */
export const consoleEvaluateHideEndpoint = defineStaffEndpoint({
  path: '/staff/api/goodsevaluate/hide',
  body: ConsoleEvaluateIdBodySchema,
  data: ConsoleEvaluateResultSchema,
  permission: 'evaluate.manage',
});

/** Shows a hidden evaluation again, or approves one waiting for review (is_audit 1). */
export const consoleEvaluateShowEndpoint = defineStaffEndpoint({
  path: '/staff/api/goodsevaluate/show',
  body: ConsoleEvaluateIdBodySchema,
  data: ConsoleEvaluateResultSchema,
  permission: 'evaluate.manage',
});
