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
