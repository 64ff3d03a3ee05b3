import { MobileCodeResultSchema } from '../auth';
import { defineEndpoint, EmptyBodySchema, NoDataSchema } from '../common';
import { ModifyInfoBodySchema } from './member.schema';
import {
  BindMobileCodeBodySchema,
  LogoutOthersSchema,
  ModifyMobileBodySchema,
  ModifyPasswordBodySchema,
  ModifyPayPasswordBodySchema,
} from './security.schema';

/** The member's info and security calls (issue 16, spec §3). */
export const modifyInfoEndpoint = defineEndpoint({
  path: '/api/member/modifyinfo',
  body: ModifyInfoBodySchema,
  data: NoDataSchema,
});

export const passwordCodeEndpoint = defineEndpoint({
  path: '/api/member/pwdmobilecode',
  body: EmptyBodySchema,
  data: MobileCodeResultSchema,
});

export const modifyPasswordEndpoint = defineEndpoint({
  path: '/api/member/modifypassword',
  body: ModifyPasswordBodySchema,
  data: NoDataSchema,
});

export const payPasswordCodeEndpoint = defineEndpoint({
  path: '/api/member/paypwdcode',
  body: EmptyBodySchema,
  data: MobileCodeResultSchema,
});

export const modifyPayPasswordEndpoint = defineEndpoint({
  path: '/api/member/modifypaypassword',
  body: ModifyPayPasswordBodySchema,
  data: NoDataSchema,
});

export const oldMobileCodeEndpoint = defineEndpoint({
  path: '/api/member/oldmobilecode',
  body: EmptyBodySchema,
  data: MobileCodeResultSchema,
});

export const bindMobileCodeEndpoint = defineEndpoint({
  path: '/api/member/bindmobilecode',
  body: BindMobileCodeBodySchema,
  data: MobileCodeResultSchema,
});

export const modifyMobileEndpoint = defineEndpoint({
  path: '/api/member/modifymobile',
  body: ModifyMobileBodySchema,
  data: NoDataSchema,
});

export const logoutOthersEndpoint = defineEndpoint({
  path: '/api/member/logoutothers',
  body: EmptyBodySchema,
  data: LogoutOthersSchema,
});
