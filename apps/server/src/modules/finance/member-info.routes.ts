import { memberInfoEndpoint } from '@shop/contracts/member';
import { fenToYuan } from '@shop/contracts/money';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointSchema } from '../../lib/endpoint-schema';
import { memberIdOf } from '../../plugins/auth';
import { getMemberInfo } from '../member';
import { findMemberMoney } from './member-money.repository';

/**
 * `/api/member/info`: the member's profile (member's) with its balance (finance's, ADR 0025),
 * served here because member, on the floor below, cannot read finance's money.
 */
export const memberInfoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    memberInfoEndpoint.path,
    { config: { auth: 'required' }, schema: endpointSchema(memberInfoEndpoint, 'member') },
    async (request, reply) => {
      const memberId = memberIdOf(request);
      const [info, money] = await Promise.all([
        getMemberInfo(app.db, memberId, request.lang()),
        findMemberMoney(app.db, memberId),
      ]);
      return reply.ok({ ...info, balance: fenToYuan(money?.balanceFen ?? 0) });
    },
  );
};
