import { ApiCode, type Endpoint } from '@shop/contracts/common';
import { HTTP_TIMEOUT_MS } from '@shop/contracts/constants';
import type { StaffEndpoint } from '@shop/contracts/staff';
import type { z } from 'zod';
import { CSRF_HEADER, csrfToken } from './csrf';
import { currentApiLang, i18n } from './i18n';

/**
 * A failure answer (`code` < 0) or a transport failure (`code` = FAIL, `network` = true). The
 * message is the server's, in the console's language, ready to show.
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly code: number,
    readonly network = false,
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Whether a failure means the console session is gone (signed out, expired, idle, revoked). */
export const isSessionLost = (code: number): boolean =>
  code === ApiCode.TOKEN_ERROR || code === ApiCode.TOKEN_EXPIRED;

let onSessionLost: (message: string) => void = () => undefined;

/** The app layer says what a lost session does: back to the sign-in page, keeping the page. */
export function setSessionLostHandler(handler: (message: string) => void): void {
  onSessionLost = handler;
}

type CallOptions = { sessionCheck?: boolean; signal?: AbortSignal };

/**
 * The one place the console talks HTTP. Makes one call declared in contracts (`Endpoint`, or a
 * `StaffEndpoint` with its permission): POSTs the body with the client fields and the session's
 * CSRF token, unwraps the `{code, message, data}` envelope and returns `data` parsed by the
 * call's data schema, so the console never writes a path or an answer type of its own. A failure
 * throws ApiError with the server's message; a lost session (-10009, -10010) also sends the staff
 * member to the sign-in page, unless `sessionCheck` is off (the sign-in page's own calls, and the
 * check whether a session exists at all).
 */
export function apiCall<Body extends z.ZodType, Data extends z.ZodType>(
  endpoint: Endpoint<Body, Data> | StaffEndpoint<Body, Data>,
  body: z.input<Body>,
  options: CallOptions = {},
): Promise<z.infer<Data>> {
  return exchange(
    endpoint,
    {
      contentType: 'application/json',
      body: JSON.stringify({
        app_type: 'pc',
        app_type_name: 'PC',
        lang: currentApiLang(),
        ...(body as object),
      }),
    },
    options,
  );
}

/**
 * Uploads one file to a multipart console call (issue 17: batch documents), exactly as apiCall
 * makes a JSON one: the call's body as form fields first (the server reads them before the
 * file), then `file`; the same CSRF token, envelope and refusals.
 */
export function apiUpload<Body extends z.ZodType, Data extends z.ZodType>(
  endpoint: StaffEndpoint<Body, Data>,
  fields: z.input<Body>,
  file: Blob,
  options: CallOptions = {},
): Promise<z.infer<Data>> {
  const form = new FormData();
  for (const [name, value] of Object.entries({ lang: currentApiLang(), ...(fields as object) }))
    form.append(name, String(value));
  form.append('file', file);
  // The browser writes the multipart content type with its boundary.
  return exchange(endpoint, { body: form }, options);
}

/** POSTs `request` to the call's path and unwraps the answer (see apiCall). */
async function exchange<Data extends z.ZodType>(
  endpoint: { path: string; data: Data },
  request: { contentType?: string; body: string | FormData },
  options: CallOptions,
): Promise<z.infer<Data>> {
  const token = csrfToken();
  const timeout = AbortSignal.timeout(HTTP_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(endpoint.path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        ...(request.contentType ? { 'content-type': request.contentType } : {}),
        'accept-language': currentApiLang() === 'en-us' ? 'en-US' : 'zh-CN',
        ...(token ? { [CSRF_HEADER]: token } : {}),
      },
      body: request.body,
      signal: options.signal ? AbortSignal.any([options.signal, timeout]) : timeout,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(networkMessage(), ApiCode.FAIL, true);
  }
  let envelope: { code?: unknown; message?: unknown; data?: unknown };
  try {
    envelope = (await response.json()) as typeof envelope;
  } catch {
    throw new ApiError(networkMessage(), ApiCode.FAIL, true);
  }
  const code = typeof envelope.code === 'number' ? envelope.code : ApiCode.FAIL;
  const message = typeof envelope.message === 'string' ? envelope.message : '';
  if (code < 0) {
    if (isSessionLost(code) && options.sessionCheck !== false) onSessionLost(message);
    throw new ApiError(message || networkMessage(), code, false, envelope.data ?? null);
  }
  const parsed = endpoint.data.safeParse(envelope.data);
  if (!parsed.success) throw new ApiError(networkMessage(), ApiCode.FAIL, true);
  return parsed.data;
}

const networkMessage = () => i18n.t('common:errors.network');
