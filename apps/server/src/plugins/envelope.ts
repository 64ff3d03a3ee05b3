import { ApiCode, type Envelope } from '@shop/contracts/common';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';
import { pickLang, translate, type Lang, type MessageKey } from '../lib/i18n/translate';
import { validationMessage } from '../lib/i18n/validation-message';
import { containsInvalidCharacter } from '../lib/invalid-character';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language answers are written in (body `lang`, then Accept-Language). */
    lang(): Lang;
  }
  interface FastifyReply {
    /** A success envelope around `data`; the message defaults to the localized "success". */
    ok<T>(data: T, messageKey?: MessageKey): Envelope<T>;
    /** Sends a failure envelope (HTTP 200) bypassing the route's response schema. */
    fail(code: number, message: string, data?: unknown): FastifyReply;
  }
}

const asJson = (payload: unknown) => JSON.stringify(payload);

/** Maps anything thrown to a translated `{ code, message }`; faults never leak details. */
function toFailure(
  error: FastifyError,
  request: FastifyRequest,
): { code: number; message: string; data?: unknown } {
  const lang = request.lang();
  if (error instanceof AppError) {
    return {
      code: error.code,
      message: translate(lang, error.messageKey, error.params),
      data: error.data,
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return { code: ApiCode.FAIL, message: validationMessage(lang, error.validation) };
  }
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { code: ApiCode.FAIL, message: translate(lang, 'common.body_too_large') };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { code: ApiCode.FAIL, message: translate(lang, 'common.invalid_json') };
  }
  if (error.statusCode === 429)
    return { code: ApiCode.FAIL, message: translate(lang, 'common.too_many_requests') };
  if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
    // Client errors Fastify raises itself (e.g. bad JSON syntax).
    return { code: ApiCode.FAIL, message: translate(lang, 'common.invalid_json') };
  }
  request.log.error({ err: error, reqId: request.id }, 'request failed');
  return { code: ApiCode.FAIL, message: translate(lang, 'common.server_error') };
}

export const envelopePlugin = fp(async (app) => {
  app.decorateRequest('lang', function (this: FastifyRequest): Lang {
    const body = this.body as { lang?: unknown } | undefined;
    return pickLang(body?.lang, this.headers['accept-language']);
  });

  app.decorateReply('ok', function <
    T,
  >(this: FastifyReply, data: T, messageKey?: MessageKey): Envelope<T> {
    return {
      code: ApiCode.SUCCESS,
      message: translate(this.request.lang(), messageKey ?? 'common.success'),
      data,
      timestamp: Date.now(),
    };
  });

  app.decorateReply(
    'fail',
    function (this: FastifyReply, code: number, message: string, data: unknown = null) {
      return this.code(200)
        .serializer(asJson)
        .type('application/json; charset=utf-8')
        .send({ code, message, data, timestamp: Date.now() });
    },
  );

  // A POST without a body validates as an empty object, so schemas report missing fields.
  // A NUL or a lone surrogate anywhere in the body is refused here, once for every call, before
  // any route hook, validation or query sees it (PostgreSQL text cannot hold either).
  app.addHook('preValidation', async (request) => {
    if (request.method === 'POST' && (request.body === undefined || request.body === null))
      request.body = {};
    if (containsInvalidCharacter(request.body)) throw new AppError('common.invalid_character');
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { code, message, data } = toFailure(error, request);
    return reply.fail(code, message, data);
  });
});
