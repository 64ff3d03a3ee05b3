import { SESSION_FLAG_COOKIE, TOKEN_COOKIE } from '@shop/contracts/constants';
import type { FastifyReply } from 'fastify';
import type { IssuedToken } from './token.service';

/**
 * The token travels in an HttpOnly cookie (session cookie, or persistent for auto-login) plus a
 * readable flag cookie that only says "a session exists", so the page knows whether to ask for
 * member data without ever seeing the token.
 */
export function setSessionCookies(reply: FastifyReply, issued: IssuedToken): void {
  const expires = issued.persistent ? { expires: issued.expiresAt } : {};
  const secure = reply.request.protocol === 'https';
  reply.setCookie(TOKEN_COOKIE, issued.token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    ...expires,
  });
  reply.setCookie(SESSION_FLAG_COOKIE, '1', {
    path: '/',
    httpOnly: false,
    sameSite: 'lax',
    secure,
    ...expires,
  });
}

export function clearSessionCookies(reply: FastifyReply): void {
  reply.clearCookie(TOKEN_COOKIE, { path: '/' });
  reply.clearCookie(SESSION_FLAG_COOKIE, { path: '/' });
}
