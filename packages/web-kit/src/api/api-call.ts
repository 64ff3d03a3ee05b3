import type { Endpoint } from '@shop/contracts/common';
import type { z } from 'zod';
import { currentApiLang } from '../i18n/lang';
import { type CallOptions, exchange } from './exchange';

/** The client fields every JSON call carries (spec §7: app_type=pc, app_type_name=PC). */
const clientFields = () => ({ app_type: 'pc', app_type_name: 'PC', lang: currentApiLang() });

/**
 * The one place the apps talk HTTP. Makes one call declared in contracts: POSTs `body` (typed by
 * the call's body schema) with the client fields to its path, unwraps the `{code, message, data}`
 * envelope and returns `data` validated by the call's data schema, so no app writes a path or an
 * answer schema of its own (issue #13). Failures throw ApiError with the server's message.
 */
export function apiCall<Body extends z.ZodType, Data extends z.ZodType>(
  endpoint: Endpoint<Body, Data>,
  body: z.input<Body>,
  options: CallOptions = {},
): Promise<z.infer<Data>> {
  return exchange(
    endpoint,
    {
      contentType: 'application/json',
      body: JSON.stringify({ ...clientFields(), ...(body as object) }),
    },
    options,
  );
}

/**
 * Uploads one file to a multipart call (issue 17: batch documents), exactly as apiCall makes a
 * JSON one: the call's body as form fields first (the server reads them before the file), then
 * `file`; the same headers, envelope and refusals.
 */
export function apiUpload<Body extends z.ZodType, Data extends z.ZodType>(
  endpoint: Endpoint<Body, Data>,
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
