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
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffActorOf, staffRouteOptions } from '../auth';
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
export const memberConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  const tag = 'console-member';

  app.post(
    consoleMemberListEndpoint.path,
    staffRouteOptions(app, consoleMemberListEndpoint, tag),
    async (request, reply) =>
      reply.ok(await consoleMemberList(app.db, staffActorOf(request), request.body)),
  );

  app.post(
    consoleMemberDetailEndpoint.path,
    staffRouteOptions(app, consoleMemberDetailEndpoint, tag),
    async (request, reply) =>
      reply.ok(await consoleMemberDetail(app.db, staffActorOf(request), request.body.member_id)),
  );

  app.post(
    consoleMemberOptionsEndpoint.path,
    staffRouteOptions(app, consoleMemberOptionsEndpoint, tag),
    async (request, reply) => reply.ok(await consoleMemberOptions(app.db, staffActorOf(request))),
  );

  app.post(
    consoleDocumentQueueEndpoint.path,
    staffRouteOptions(app, consoleDocumentQueueEndpoint, tag),
    async (request, reply) =>
      reply.ok(await documentQueue(app.db, staffActorOf(request), request.body, request.lang())),
  );

  app.post(
    consoleReviewDocumentEndpoint.path,
    staffRouteOptions(app, consoleReviewDocumentEndpoint, tag),
    async (request, reply) => {
      await reviewDocument(app.db, staffActorOf(request), request.body);
      return reply.ok(null);
    },
  );

  app.post(
    consoleSetMemberLabelEndpoint.path,
    staffRouteOptions(app, consoleSetMemberLabelEndpoint, tag),
    async (request, reply) => {
      await setMemberLabel(app.db, staffActorOf(request), request.body);
      return reply.ok(null);
    },
  );

  app.post(
    consoleSetMemberLevelEndpoint.path,
    staffRouteOptions(app, consoleSetMemberLevelEndpoint, tag),
    async (request, reply) => {
      await setMemberLevel(app.db, staffActorOf(request), request.body);
      return reply.ok(null);
    },
  );

  app.post(
    consoleSetCreditEndpoint.path,
    staffRouteOptions(app, consoleSetCreditEndpoint, tag),
    async (request, reply) =>
      reply.ok(await setMemberCredit(app.db, staffActorOf(request), request.body)),
  );

  app.post(
    consoleAdjustBalanceEndpoint.path,
    staffRouteOptions(app, consoleAdjustBalanceEndpoint, tag),
    async (request, reply) =>
      reply.ok(await adjustMemberBalance(app.db, staffActorOf(request), request.body)),
  );

  app.post(
    consoleLinkAccountEndpoint.path,
    staffRouteOptions(app, consoleLinkAccountEndpoint, tag),
    async (request, reply) => {
      await linkMemberAccount(app.db, staffActorOf(request), request.body);
      return reply.ok(null);
    },
  );

  app.post(
    consoleUnlinkAccountEndpoint.path,
    staffRouteOptions(app, consoleUnlinkAccountEndpoint, tag),
    async (request, reply) => {
      await unlinkMemberAccount(app.db, staffActorOf(request), request.body.member_id);
      return reply.ok(null);
    },
  );

  app.post(
    consoleSetSalesmanEndpoint.path,
    staffRouteOptions(app, consoleSetSalesmanEndpoint, tag),
    async (request, reply) => {
      await setMemberSalesman(app.db, staffActorOf(request), request.body);
      return reply.ok(null);
    },
  );

  app.post(
    consoleDisableMemberEndpoint.path,
    staffRouteOptions(app, consoleDisableMemberEndpoint, tag),
    async (request, reply) => {
      await setMemberStatus(app.db, staffActorOf(request), request.body.member_id, 0);
      return reply.ok(null);
    },
  );

  app.post(
    consoleEnableMemberEndpoint.path,
    staffRouteOptions(app, consoleEnableMemberEndpoint, tag),
    async (request, reply) => {
      await setMemberStatus(app.db, staffActorOf(request), request.body.member_id, 1);
      return reply.ok(null);
    },
  );
};
