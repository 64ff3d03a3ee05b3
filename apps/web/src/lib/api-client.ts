import { ApiCode, type Endpoint } from '@shop/contracts/common';
import { HTTP_TIMEOUT_MS } from '@shop/contracts/constants';
import type { z } from 'zod';
import { currentApiLang, i18n } from './i18n';

/**
 * A failure answer (`code` < 0) or a transport failure (`code` = FAIL, `network` = true). `data`
 * is the answer's `data`: null, unless the refusal carries what the page needs to recover (the
 * call's api file parses it).
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

type ApiEvents = {
  /** Code -3: the site is closed. */
  onSiteClosed: () => void;
  /** TOKEN_ERROR or expired token: the session is gone. */
  onTokenError: (message: string) => void;
};

let events: ApiEvents = { onSiteClosed: () => undefined, onTokenError: () => undefined };

/** The app layer says what a closed site or a lost session does (navigate, toast, clear data). */
export function setApiEvents(next: ApiEvents): void {
  events = next;
}

/**
 * The one place that talks HTTP. Makes one call declared in contracts: POSTs `body` (typed by the
 * call's body schema) with the client fields to its path, unwraps the envelope, and returns `data`
 * validated by the call's data schema, so the web never writes a path or an answer schema of its
 * own (issue #13). Failures throw ApiError with the server's message.
 */
export async function apiCall<Body extends z.ZodType, Data extends z.ZodType>(
  endpoint: Endpoint<Body, Data>,
  body: z.input<Body>,
  options: {
    /** False for calls outside the member's session (the staff workbench): a login error there
     * must not log the member out of the storefront. */
    memberSession?: boolean;
  } = {},
): Promise<z.infer<Data>> {
  let response: Response;
  try {
    response = await fetch(endpoint.path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        'content-type': 'application/json',
        'accept-language': currentApiLang() === 'en-us' ? 'en-US' : 'zh-CN',
      },
      body: JSON.stringify({
        app_type: 'pc',
        app_type_name: 'PC',
        lang: currentApiLang(),
        ...(body as object),
      }),
      signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
    });
  } catch {
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
  if (code === ApiCode.SITE_CLOSED) events.onSiteClosed();
  const tokenError = code === ApiCode.TOKEN_ERROR || code === ApiCode.TOKEN_EXPIRED;
  if (tokenError && options.memberSession !== false) events.onTokenError(message);
  if (code < 0) throw new ApiError(message, code, false, envelope.data ?? null);
  const parsed = endpoint.data.safeParse(envelope.data);
  if (!parsed.success) throw new ApiError(networkMessage(), ApiCode.FAIL, true);
  return parsed.data;
}

const networkMessage = () => i18n.t('common:errors.network');
