import { defineEndpoint, EmptyBodySchema, NoDataSchema } from '../common';
import { ChatDialogsSchema, ChatMessageSchema } from './chat.schema';
import {
  StaffInfoSchema,
  StaffLoginBodySchema,
  StaffOnlineBodySchema,
  WorkbenchDialogsBodySchema,
  WorkbenchMemberBodySchema,
  WorkbenchMemberSchema,
  WorkbenchSayBodySchema,
  WorkbenchSessionsBodySchema,
  WorkbenchSessionsSchema,
} from './workbench.schema';

export const staffLoginEndpoint = defineEndpoint({
  path: '/servicer/api/workbench/login',
  body: StaffLoginBodySchema,
  data: StaffInfoSchema,
});

export const staffLogoutEndpoint = defineEndpoint({
  path: '/servicer/api/workbench/logout',
  body: EmptyBodySchema,
  data: NoDataSchema,
});

export const workbenchInfoEndpoint = defineEndpoint({
  path: '/servicer/api/workbench/info',
  body: EmptyBodySchema,
  data: StaffInfoSchema,
});

export const workbenchOnlineEndpoint = defineEndpoint({
  path: '/servicer/api/workbench/online',
  body: StaffOnlineBodySchema,
  data: StaffInfoSchema,
});

export const workbenchSessionsEndpoint = defineEndpoint({
  path: '/servicer/api/workbench/sessions',
  body: WorkbenchSessionsBodySchema,
  data: WorkbenchSessionsSchema,
});

export const workbenchDialogsEndpoint = defineEndpoint({
  path: '/servicer/api/workbench/dialogs',
  body: WorkbenchDialogsBodySchema,
  data: ChatDialogsSchema,
});

export const workbenchSayEndpoint = defineEndpoint({
  path: '/servicer/api/workbench/say',
  body: WorkbenchSayBodySchema,
  data: ChatMessageSchema,
});

export const workbenchSetReadEndpoint = defineEndpoint({
  path: '/servicer/api/workbench/setRead',
  body: WorkbenchMemberBodySchema,
  data: NoDataSchema,
});

export const workbenchAcceptEndpoint = defineEndpoint({
  path: '/servicer/api/workbench/accept',
  body: WorkbenchMemberBodySchema,
  data: NoDataSchema,
});

export const workbenchEndEndpoint = defineEndpoint({
  path: '/servicer/api/workbench/end',
  body: WorkbenchMemberBodySchema,
  data: NoDataSchema,
});

export const workbenchMemberEndpoint = defineEndpoint({
  path: '/servicer/api/workbench/member',
  body: WorkbenchMemberBodySchema,
  data: WorkbenchMemberSchema,
});
