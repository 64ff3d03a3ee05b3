import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ClientInfo } from './auth-deps';
import type { LoginOutcome } from './login.service';
import { setSessionCookies } from './session-cookie';

export const perMinute = (max: number) => ({ max, timeWindow: 60_000 });
/** SMS code requests per IP; the service also limits per mobile and per IP per hour. */
export const codeRateLimit = perMinute(5);

export const clientOf = (request: FastifyRequest): ClientInfo => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? '',
});

/** Answers a login: the session cookies plus `{ token, member_id, nickname }`. */
export function answerLogin(reply: FastifyReply, outcome: LoginOutcome) {
  setSessionCookies(reply, outcome.issued);
  return reply.ok(outcome.result, 'auth.login_success');
}
