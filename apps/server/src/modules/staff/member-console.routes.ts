import {
  consoleAdjustBalanceEndpoint,
  consoleDisableMemberEndpoint,
  consoleEnableMemberEndpoint,
  consoleLinkAccountEndpoint,
  consoleMemberDetailEndpoint,
  consoleMemberListEndpoint,
  consoleMemberOptionsEndpoint,
  consoleDocumentQueueEndpoint,
  consoleReviewDocumentEndpoint,
  consoleSetCreditEndpoint,
  consoleSetMemberLabelEndpoint,
  consoleSetMemberLevelEndpoint,
  consoleSetSalesmanEndpoint,
  consoleUnlinkAccountEndpoint,
} from '@shop/contracts/member';
import type { FastifyPluginAsync } from 'fastify';
import { staffRoute } from '../auth';
import {
  linkMemberAccount,
  reviewDocument,
  setMemberLabel,
  setMemberLevel,
  setMemberSalesman,
  setMemberStatus,
  unlinkMemberAccount,
} from './member-console-write.service';
import { adjustMemberBalance, setMemberCredit } from './member-money-console.service';
import {
  consoleMemberDetail,
  consoleMemberList,
  consoleMemberOptions,
} from './member-console.service';
import { documentQueue } from './document-queue.service';

/**
 * The console's member calls (issue 15). They live in the staff module because they stand on
 * member, auth (sessions, audit), order (the member's orders) and the staff accounts at once
 * (docs/adr/0015-staff-see-members.md); member-owned writes go through member's front door.
 */
export const memberConsoleRoutes: FastifyPluginAsync = async (app) => {
  const tag = 'console-member';
  staffRoute(app, tag, consoleMemberListEndpoint, ({ actor, body }) =>
    consoleMemberList(app.db, actor, body),
  );
  staffRoute(app, tag, consoleMemberDetailEndpoint, ({ actor, body }) =>
    consoleMemberDetail(app.db, actor, body.member_id),
  );
  staffRoute(app, tag, consoleMemberOptionsEndpoint, ({ actor }) =>
    consoleMemberOptions(app.db, actor),
  );
  staffRoute(app, tag, consoleDocumentQueueEndpoint, ({ actor, body, request }) =>
    documentQueue(app.db, actor, body, request.lang()),
  );
  staffRoute(app, tag, consoleReviewDocumentEndpoint, ({ actor, body }) =>
    reviewDocument(app.db, actor, body),
  );
  staffRoute(app, tag, consoleSetMemberLabelEndpoint, ({ actor, body }) =>
    setMemberLabel(app.db, actor, body),
  );
  staffRoute(app, tag, consoleSetMemberLevelEndpoint, ({ actor, body }) =>
    setMemberLevel(app.db, actor, body),
  );
  staffRoute(app, tag, consoleSetCreditEndpoint, ({ actor, body }) =>
    setMemberCredit(app.db, actor, body),
  );
  staffRoute(app, tag, consoleAdjustBalanceEndpoint, ({ actor, body }) =>
    adjustMemberBalance(app.db, actor, body),
  );
  staffRoute(app, tag, consoleLinkAccountEndpoint, ({ actor, body }) =>
    linkMemberAccount(app.db, actor, body),
  );
  staffRoute(app, tag, consoleUnlinkAccountEndpoint, ({ actor, body }) =>
    unlinkMemberAccount(app.db, actor, body.member_id),
  );
  staffRoute(app, tag, consoleSetSalesmanEndpoint, ({ actor, body }) =>
    setMemberSalesman(app.db, actor, body),
  );
  staffRoute(app, tag, consoleDisableMemberEndpoint, ({ actor, body }) =>
    setMemberStatus(app.db, actor, body.member_id, 0, body.reason),
  );
  staffRoute(app, tag, consoleEnableMemberEndpoint, ({ actor, body }) =>
    setMemberStatus(app.db, actor, body.member_id, 1),
  );
};
