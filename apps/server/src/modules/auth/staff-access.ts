import { ApiCode } from '@shop/contracts/common';
import { staffMay, type StaffEndpoint, type StaffPermission } from '@shop/contracts/staff';
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { endpointSchema } from '../../lib/endpoint-schema';
import { clearStaffCookie, requestStaffToken } from './staff-session';
import { resolveStaffToken, type StaffIdentity } from './staff-token.service';
import { hashToken } from './token.service';

/** The header a console call carries its session's CSRF token in. */
export const CSRF_HEADER = 'x-csrf-token';

const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * The check of a console call (issue 15), run before the body is validated, so a caller without
 * the right learns nothing about the call:
 * - no session, or a bad, revoked, expired or idle one -> -10009 (the console signs in again);
 * - a missing or wrong `x-csrf-token` header -> -10009 as well (a forged cross-site call);
 * - a role without `permission` -> -1 `staff.forbidden`, and nothing changes.
 * The staff identity is then `request.staff` (read it with `staffActorOf`).
 */
export function staffGuard(app: FastifyInstance, permission: StaffPermission) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const token = requestStaffToken(request);
    if (!token) throw new AppError('staff.login_required', {}, ApiCode.TOKEN_ERROR);
    let identity: StaffIdentity;
    try {
      identity = await resolveStaffToken(app.db, token);
    } catch (error) {
      clearStaffCookie(reply);
      throw error;
    }
    const csrf = request.headers[CSRF_HEADER];
    if (typeof csrf !== 'string' || !sameHash(hashToken(csrf), identity.csrfHash))
      throw new AppError('staff.csrf_failed', {}, ApiCode.TOKEN_ERROR);
    if (!staffMay(identity.role, permission)) throw new AppError('staff.forbidden');
    request.staff = identity;
  };
}

/**
 * The route options of a console call declared with `defineStaffEndpoint`: its guard and its
 * schema. Modules register console calls with `staffRoute` (staff-route.ts), which uses these.
 */
export function staffRouteOptions<
  Body extends StaffEndpoint['body'],
  Data extends StaffEndpoint['data'],
>(app: FastifyInstance, endpoint: StaffEndpoint<Body, Data>, tag: string) {
  if (!app.hasRequestDecorator('staff')) app.decorateRequest('staff', null);
  return {
    // Staff keep working while the site is closed to buyers (they are the ones who reopen it).
    config: { openWhenClosed: true },
    preValidation: staffGuard(app, endpoint.permission),
    schema: endpointSchema(endpoint, tag),
  };
}

/**
 * The shops a staff account acts for: `null` for a platform account (every shop), else its own
 * shop. Services filter lists by it and treat a record of another shop as not found.
 */
export const staffShop = (staff: StaffIdentity): number | null =>
  staff.isPlatform ? null : staff.siteId;

/** Whether a record of shop `siteId` is within the staff account's reach. */
export const staffReaches = (staff: StaffIdentity, siteId: number): boolean =>
  staff.isPlatform || staff.siteId === siteId;

/** The request's staff identity for a service call (the route is guarded). */
export type StaffActor = StaffIdentity & { ip: string };

export function staffActorOf(request: FastifyRequest): StaffActor {
  if (!request.staff) throw new AppError('staff.login_required', {}, ApiCode.TOKEN_ERROR);
  return { ...request.staff, ip: request.ip };
}
