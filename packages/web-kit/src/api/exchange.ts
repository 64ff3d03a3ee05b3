import { ApiCode } from '@shop/contracts/common';
import { HTTP_TIMEOUT_MS } from '@shop/contracts/constants';
import type { z } from 'zod';
import { kitText } from '../i18n/kit-text';
import { currentApiLang, httpLang } from '../i18n/lang';
import { apiConfig } from './api-config';
import { ApiError, isSessionLost } from './api-error';
import { armSessionEnd, reportSessionLost } from './session-end';

export type CallOptions = {
  /** False for calls that find out whether a session exists (a sign-in page's own calls, the
   * workbench beside the storefront): their token error is an answer, not the session's end. */
  sessionCheck?: boolean;
  /** Cancels the call (a query that is no longer wanted). */
  signal?: AbortSignal;
};

/** The envelope every answer comes in (ARCHITECTURE: the API contract). */
type Envelope = { code?: unknown; message?: unknown; data?: unknown };

export const networkError = (): ApiError =>
  new ApiError(kitText('errors.network'), ApiCode.FAIL, true);

/** The headers of every call: its language and what the app adds (the console's CSRF token). */
export const requestHeaders = (): Record<string, string> => ({
  'accept-language': httpLang(currentApiLang()),
  ...apiConfig().headers(),
});

/**
 * Unwraps an answer: a refusal throws ApiError with the server's message (and ends the session on
 * a token error, unless `sessionCheck` is off; a closed site goes to its page); a success returns
 * `data` parsed by the call's schema, an answer that does not match it counting as a network fault.
 */
export function unwrap<Data extends z.ZodType>(
  envelope: Envelope,
  data: Data,
  options: CallOptions,
): z.infer<Data> {
  const code = typeof envelope.code === 'number' ? envelope.code : ApiCode.FAIL;
  const message = typeof envelope.message === 'string' ? envelope.message : '';
  if (code === ApiCode.SITE_CLOSED) apiConfig().onSiteClosed();
  if (code < 0) {
    if (isSessionLost(code) && options.sessionCheck !== false) reportSessionLost(message);
    throw new ApiError(message || kitText('errors.network'), code, false, envelope.data ?? null);
  }
  const parsed = data.safeParse(envelope.data);
  if (!parsed.success) throw networkError();
  return parsed.data;
}

/** POSTs `request` to `endpoint.path` within the spec's time-out and unwraps the answer. */
export async function exchange<Data extends z.ZodType>(
  endpoint: { path: string; data: Data },
  request: { contentType?: string; body: string | FormData },
  options: CallOptions,
): Promise<z.infer<Data>> {
  armSessionEnd();
  // spec §9: HTTP time-out 60000 ms.
  const timeout = AbortSignal.timeout(HTTP_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(endpoint.path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        ...(request.contentType ? { 'content-type': request.contentType } : {}),
        ...requestHeaders(),
      },
      body: request.body,
      signal: options.signal ? AbortSignal.any([options.signal, timeout]) : timeout,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw networkError();
  }
  let envelope: Envelope;
  try {
    envelope = (await response.json()) as Envelope;
  } catch {
    throw networkError();
  }
  return unwrap(envelope, endpoint.data, options);
}
