/**
 * The console session's CSRF token (issue 15), held in memory only: the sign-in and
 * `/staff/api/login/info` hand it over, every console call sends it back in `x-csrf-token`. A
 * reload loses it, and `info` (which needs only the HttpOnly cookie) gives it again.
 */
let token = '';

export const CSRF_HEADER = 'x-csrf-token';

export const csrfToken = (): string => token;

export function setCsrfToken(next: string): void {
  token = next;
}
