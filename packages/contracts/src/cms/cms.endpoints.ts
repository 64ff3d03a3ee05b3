import { defineEndpoint, EmptyBodySchema } from '../common';
import {
  HelpClassListSchema,
  HelpInfoBodySchema,
  HelpInfoSchema,
  HelpPageBodySchema,
  HelpPageSchema,
} from './help.schema';
import {
  NoticeInfoBodySchema,
  NoticeInfoSchema,
  NoticePageBodySchema,
  NoticePageSchema,
} from './notice.schema';

export const helpClassesEndpoint = defineEndpoint({
  path: '/api/helpclass/lists',
  body: EmptyBodySchema,
  data: HelpClassListSchema,
});

export const helpPageEndpoint = defineEndpoint({
  path: '/api/help/page',
  body: HelpPageBodySchema,
  data: HelpPageSchema,
});

export const helpInfoEndpoint = defineEndpoint({
  path: '/api/help/info',
  body: HelpInfoBodySchema,
  data: HelpInfoSchema,
});

export const noticePageEndpoint = defineEndpoint({
  path: '/api/notice/page',
  body: NoticePageBodySchema,
  data: NoticePageSchema,
});

export const noticeInfoEndpoint = defineEndpoint({
  path: '/api/notice/info',
  body: NoticeInfoBodySchema,
  data: NoticeInfoSchema,
});
