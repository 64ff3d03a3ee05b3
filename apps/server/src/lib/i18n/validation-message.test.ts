import type { FastifySchemaValidationError } from 'fastify/types/schema';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { validationMessage, zodIssueMessage } from './validation-message';

const tooSmall = (params: Record<string, unknown>): FastifySchemaValidationError[] => [
  { keyword: 'too_small', instancePath: '/sku_id', schemaPath: '', params, message: '' },
];

describe('validationMessage', () => {
  it('names an inclusive lower bound as "at least"', () => {
    const issues = tooSmall({ origin: 'number', minimum: 1, inclusive: true });
    expect(validationMessage('zh-CN', issues)).toBe('参数错误：sku_id 不能小于 1');
  });

  it('names an exclusive lower bound (positive ids) as "greater than"', () => {
    const issues = tooSmall({ origin: 'number', minimum: 0, inclusive: false });
    expect(validationMessage('zh-CN', issues)).toBe('参数错误：sku_id 必须大于 0');
    expect(validationMessage('en-US', issues)).toMatch(/sku_id must be greater than 0/);
  });
});

describe('zodIssueMessage (issue 26)', () => {
  const schema = z.object({ name: z.string().min(1), qty: z.number().int().max(10) });
  const issueOf = (row: unknown) => schema.safeParse(row, { reportInput: true }).error!.issues[0]!;

  it('words a field left out as required, and a bound as the request would', () => {
    expect(zodIssueMessage('zh-CN', issueOf({ qty: 1 }))).toBe('参数错误：name 不能为空');
    expect(zodIssueMessage('zh-CN', issueOf({ name: 'a', qty: 11 }))).toBe(
      '参数错误：qty 不能大于 10',
    );
    expect(zodIssueMessage('en-US', issueOf({ name: 'a', qty: 'x' }))).toContain('qty');
  });
});
