import { defineEndpoint, EmptyBodySchema } from '../common';
import {
  GrowthLogPageBodySchema,
  GrowthLogPageSchema,
  MemberLevelInfoSchema,
} from './level.schema';
import { SigninInfoBodySchema, SigninInfoSchema, SigninResultSchema } from './signin.schema';

export const memberLevelInfoEndpoint = defineEndpoint({
  path: '/api/memberlevel/info',
  body: EmptyBodySchema,
  data: MemberLevelInfoSchema,
});

export const growthLogPageEndpoint = defineEndpoint({
  path: '/api/membergrowth/page',
  body: GrowthLogPageBodySchema,
  data: GrowthLogPageSchema,
});

export const signinInfoEndpoint = defineEndpoint({
  path: '/api/membersignin/info',
  body: SigninInfoBodySchema,
  data: SigninInfoSchema,
});

export const signinEndpoint = defineEndpoint({
  path: '/api/membersignin/signin',
  body: EmptyBodySchema,
  data: SigninResultSchema,
});
