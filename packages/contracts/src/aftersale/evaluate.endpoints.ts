import { defineEndpoint } from '../common';
import {
  EvaluateAddBodySchema,
  EvaluateAgainBodySchema,
  EvaluateInfoBodySchema,
  EvaluateInfoSchema,
  EvaluateResultSchema,
} from './evaluate.schema';

/** The order's lines and their evaluations, and what the buyer may do now (login required). */
export const evaluateInfoEndpoint = defineEndpoint({
  path: '/api/order/evluateinfo',
  body: EvaluateInfoBodySchema,
  data: EvaluateInfoSchema,
});

/** Evaluates every line of a completed order, once. */
export const evaluateAddEndpoint = defineEndpoint({
  path: '/api/goodsevaluate/add',
  body: EvaluateAddBodySchema,
  data: EvaluateResultSchema,
});

/** Follows up (追评) an evaluated order, once. */
export const evaluateAgainEndpoint = defineEndpoint({
  path: '/api/goodsevaluate/again',
  body: EvaluateAgainBodySchema,
  data: EvaluateResultSchema,
});
