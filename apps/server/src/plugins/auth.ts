import { TOKEN_COOKIE } from '@shop/contracts/constants';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import { clearSessionCookies } from '../modules/auth/session-cookie';
import { resolveToken } from '../modules/auth/token.service';
import { viewerOf, type Viewer } from '../modules/auth/viewer';

export type AuthMode = 'required' | 'optional';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** 'required': a visitor gets TOKEN_ERROR; 'optional': the member when the token is good. */
    auth?: AuthMode;
  }
  interface FastifyRequest {
    /** The caller's identity, from the token only; null for a visitor. */
    auth: { memberId: number } | null;
    /** Who is looking (visitor or member with the buyer type sale control decides on); once per request. */
    viewer: () => Promise<Viewer>;
  }
}

const viewerPromise = Symbol('viewer');

/** The token of a request: the body's `token` wins, then the session cookie. */
export function requestToken(request: FastifyRequest): string | undefined {
  const body = request.body as { token?: unknown } | undefined;
  if (typeof body?.token === 'string' && body.token) return body.token;
  return request.cookies[TOKEN_COOKIE] || undefined;
}

/** The member id of a route declared with `auth: 'required'`. */
export function memberIdOf(request: FastifyRequest): number {
  if (!request.auth) throw new AppError('auth.token_error', {}, -10009);
  return request.auth.memberId;
}

/** The member viewer of a route declared with `auth: 'required'`. */
export async function memberViewerOf(request: FastifyRequest): Promise<NonNullable<Viewer>> {
  memberIdOf(request);
  return (await request.viewer())!;
}

export const authPlugin = fp(async (app) => {
  app.decorateRequest('auth', null);
  app.decorateRequest(
    'viewer',
    function (this: FastifyRequest & { [viewerPromise]?: Promise<Viewer> }) {
      this[viewerPromise] ??= viewerOf(app.db, this.auth);
      return this[viewerPromise];
    },
  );

  app.addHook('preHandler', async (request, reply) => {
    const mode = request.routeOptions.config.auth;
    if (!mode) return;
    const token = requestToken(request);
    if (!token) {
      if (mode === 'required') throw new AppError('auth.token_error', {}, -10009);
      return;
    }
    try {
      request.auth = await resolveToken(app.db, token);
    } catch (error) {
      clearSessionCookies(reply);
      if (mode === 'required') throw error;
    }
  });
});
