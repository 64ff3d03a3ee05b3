import { defineEndpoint, EmptyBodySchema } from '../common';
import {
  VerifierCheckSchema,
  VerifyCodeBodySchema,
  VerifyDetailBodySchema,
  VerifyDetailSchema,
  VerifyInfoSchema,
  VerifyListBodySchema,
  VerifyRecordPageSchema,
  VerifyResultSchema,
} from './verify.schema';

/** Whether the member is a store's verifier (the member centre shows the desk only then). */
export const checkVerifierEndpoint = defineEndpoint({
  path: '/api/verify/checkisverifier',
  body: EmptyBodySchema,
  data: VerifierCheckSchema,
});

/** What a code covers, before verifying it. */
export const verifyInfoEndpoint = defineEndpoint({
  path: '/api/verify/verifyInfo',
  body: VerifyCodeBodySchema,
  data: VerifyInfoSchema,
});

/** Verifies a code once: the order is handed over and a record written. */
export const verifyCodeEndpoint = defineEndpoint({
  path: '/api/verify/verify',
  body: VerifyCodeBodySchema,
  data: VerifyResultSchema,
});

export const verifyListEndpoint = defineEndpoint({
  path: '/api/verify/lists',
  body: VerifyListBodySchema,
  data: VerifyRecordPageSchema,
});

export const verifyDetailEndpoint = defineEndpoint({
  path: '/api/verify/detail',
  body: VerifyDetailBodySchema,
  data: VerifyDetailSchema,
});
