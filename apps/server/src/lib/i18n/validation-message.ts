import type { FastifySchemaValidationError } from 'fastify/types/schema';
import { translate, type Lang } from './translate';

type IssueParams = {
  origin?: string;
  expected?: string;
  maximum?: number | bigint;
  minimum?: number | bigint;
  /** false for an exclusive bound (`positive()`: greater than 0). */
  inclusive?: boolean;
};

/**
 * The buyer-readable sentence for the first failed field of a request, in the request's language
 * (zod's own messages are English-only and cannot name the received value without the input).
 */
export function validationMessage(
  lang: Lang,
  issues: FastifySchemaValidationError[] | undefined,
): string {
  const issue = issues?.[0];
  const field =
    (issue?.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.') ||
    translate(lang, 'validation.body');
  const params = (issue?.params ?? {}) as IssueParams;
  const limit = String(params.maximum ?? params.minimum ?? '');
  const text = (key: Parameters<typeof translate>[1]) =>
    translate(lang, 'common.invalid_params', { detail: translate(lang, key, { field, limit }) });

  switch (issue?.keyword) {
    case 'invalid_type':
      return text(
        params.expected === 'object' && !issue.instancePath.replace('/', '')
          ? 'validation.not_object'
          : 'validation.invalid_type',
      );
    case 'too_big':
      return text(
        params.origin === 'string'
          ? 'validation.string_too_long'
          : params.origin === 'array'
            ? 'validation.array_too_long'
            : 'validation.number_too_big',
      );
    case 'too_small':
      if (params.origin === 'string')
        return text(limit === '1' ? 'validation.required' : 'validation.string_too_short');
      if (params.origin === 'array') return text('validation.array_too_short');
      return text(
        params.inclusive === false ? 'validation.number_not_above' : 'validation.number_too_small',
      );
    default:
      return text('validation.invalid_value');
  }
}

/**
 * The sentence for a zod issue of a batch row (issue 26: the open API's and the sheet import's
 * refused rows), worded as a request's: a field left out is "required".
 */
export function zodIssueMessage(
  lang: Lang,
  issue: { code: string; path: PropertyKey[]; input?: unknown } & IssueParams,
): string {
  const instancePath = issue.path.length > 0 ? `/${issue.path.map(String).join('/')}` : '';
  const missing = issue.code === 'invalid_type' && issue.input === undefined;
  const error = {
    keyword: missing ? 'too_small' : issue.code,
    instancePath,
    params: missing ? { origin: 'string', minimum: 1 } : issue,
  };
  return validationMessage(lang, [error as unknown as FastifySchemaValidationError]);
}
