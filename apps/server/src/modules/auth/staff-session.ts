import { ApiCode } from '@shop/contracts/common';
import { STAFF_TOKEN_COOKIE } from '@shop/contracts/constants';
import { staffMay, type StaffPermission } from '@shop/contracts/staff';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import {
  resolveStaffToken,
  type IssuedStaffToken,
  type StaffIdentity,
} from './staff-token.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in servicer of a workbench call (set by the staff check before validation); else null. */
    staff: StaffIdentity | null;
  }
}

/** The staff token of a request: the HttpOnly staff session cookie. */
export function requestStaffToken(request: FastifyRequest): string | undefined {
  return request.cookies[STAFF_TOKEN_COOKIE] || undefined;
}

/** The servicer of a call behind `requireStaff`; -10009 when somehow missing. */
export function staffOf(request: FastifyRequest): StaffIdentity {
  if (!request.staff) throw new AppError('staff.login_required', {}, ApiCode.TOKEN_ERROR);
  return request.staff;
}

/** Sets the staff session cookie: HttpOnly, SameSite=Lax, path '/', ends with the browser. */
export function setStaffCookie(reply: FastifyReply, issued: IssuedStaffToken): void {
  reply.setCookie(STAFF_TOKEN_COOKIE, issued.token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: reply.request.protocol === 'https',
  });
}

export function clearStaffCookie(reply: FastifyReply): void {
  reply.clearCookie(STAFF_TOKEN_COOKIE, { path: '/' });
}

/**
 * Adds the staff check to every route of the (encapsulated) plugin `app`, before the body is
 * validated (a caller without a session learns nothing about the call): no cookie, or a bad,
 * revoked or expired token, or a locked account -> code -10009 (请先登录客服工作台); a role
 * without `permission` -> -1 `staff.forbidden`.
 */
export function requireStaff(app: FastifyInstance, permission: StaffPermission): void {
  if (!app.hasRequestDecorator('staff')) app.decorateRequest('staff', null);
  app.addHook('preValidation', async (request, reply) => {
    const token = requestStaffToken(request);
    if (!token) throw new AppError('staff.login_required', {}, ApiCode.TOKEN_ERROR);
    let identity: StaffIdentity;
    try {
      identity = await resolveStaffToken(app.db, token);
    } catch (error) {
      clearStaffCookie(reply);
      throw error;
    }
    if (!staffMay(identity.role, permission)) throw new AppError('staff.forbidden');
    request.staff = identity;
  });
}
