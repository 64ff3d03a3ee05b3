import type { FastifySchemaValidationError } from 'fastify/types/schema';
import { describe, expect, it } from 'vitest';
import { validationMessage } from './validation-message';

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
