import type { ErpImportJob } from '@shop/contracts/erp';
import { describe, expect, it } from 'vitest';
import { cleanMapping, importPercent, importStep, unmappedRequired } from './import-steps';

const counts = { created: 0, updated: 0, unchanged: 0, refused: 0 };
const job = (patch: Partial<ErpImportJob>): ErpImportJob => ({
  job_id: 1,
  kind: 'goods',
  file_name: 'goods.xlsx',
  status: 'uploaded',
  phase: 'check',
  headers: ['编码', '名称'],
  mapping: {},
  columns: [],
  sample: [],
  total_rows: 0,
  checked_rows: 0,
  processed_rows: 0,
  check: counts,
  run: counts,
  error: '',
  create_time: 0,
  finish_time: 0,
  ...patch,
});

describe('importStep', () => {
  it('puts each state on its step: mapping, dry run, import (a stopped run stays on import)', () => {
    expect(importStep(null)).toBe(0);
    expect(importStep(job({ status: 'uploaded' }))).toBe(1);
    expect(importStep(job({ status: 'checking' }))).toBe(2);
    expect(importStep(job({ status: 'failed', phase: 'check' }))).toBe(2);
    expect(importStep(job({ status: 'failed', phase: 'run' }))).toBe(3);
    expect(importStep(job({ status: 'done', phase: 'run' }))).toBe(3);
  });
});

describe('importPercent', () => {
  it('is unknown while the rows are counted, then the share handled in the phase', () => {
    expect(importPercent(job({ status: 'checking', total_rows: 0 }), 'check')).toBeNull();
    expect(
      importPercent(job({ status: 'checking', total_rows: 400, checked_rows: 100 }), 'check'),
    ).toBe(25);
    expect(importPercent(job({ status: 'running', total_rows: 3, processed_rows: 2 }), 'run')).toBe(
      66,
    );
  });
});

describe('mapping', () => {
  it('names the required fields without a column and drops cleared ones', () => {
    const columns = [
      { field: 'goods_erp_spid', label: 'ERP编码', required: true },
      { field: 'goods_name', label: '商品名称', required: true },
      { field: 'brand', label: '品牌', required: false },
    ];
    const mapping = cleanMapping({ goods_erp_spid: '编码', goods_name: undefined, brand: '' });
    expect(mapping).toEqual({ goods_erp_spid: '编码' });
    expect(unmappedRequired(columns, mapping).map((c) => c.field)).toEqual(['goods_name']);
  });
});
