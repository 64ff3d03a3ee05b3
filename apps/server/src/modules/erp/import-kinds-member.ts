import { memberSync } from './erp-batches';
import { filledFields, nameList, sheetDate } from './import-cells';
import type { ImportKind } from './import-kind';

/* The members' sheet import (issue 26): one row per licence, a member's rows together. */

const MEMBER_FIELDS = [
  'erp_code',
  'company',
  'contact',
  'mobile',
  'buyer_type',
  'level',
  'salesman',
];

export const memberImport: ImportKind = {
  kind: 'members',
  permission: 'member.manage',
  batch: memberSync,
  columns: [
    { field: 'erp_code', required: true, example: 'KH00017' },
    { field: 'company', required: true, example: '康宁大药房' },
    { field: 'contact', required: false, example: '王芳' },
    { field: 'mobile', required: true, example: '13800138000' },
    { field: 'buyer_type', required: false, example: '单体药店' },
    { field: 'level', required: false, example: '' },
    { field: 'salesman', required: false, example: '' },
    { field: 'licence_type', required: false, example: '药品经营许可证' },
    { field: 'licence_number', required: false, example: '粤AA0000001' },
    { field: 'licence_scope', required: false, example: '化学药制剂、中成药' },
    { field: 'licence_valid_from', required: false, example: '2024-01-01' },
    { field: 'licence_valid_to', required: false, example: '2029-01-01' },
  ],
  groupBy: 'erp_code',
  toRow: (records) => {
    const licences = records
      .filter((record) => record.licence_type || record.licence_number)
      .map((record) => ({
        type: record.licence_type ?? '',
        number: record.licence_number ?? '',
        scope: nameList(record.licence_scope),
        valid_from: sheetDate(record.licence_valid_from ?? ''),
        valid_to: sheetDate(record.licence_valid_to ?? ''),
      }));
    return {
      ...filledFields(records[0] ?? {}, MEMBER_FIELDS),
      // No licence on any row: the member's licences are kept as they are.
      ...(licences.length > 0 ? { licences } : {}),
    };
  },
};
