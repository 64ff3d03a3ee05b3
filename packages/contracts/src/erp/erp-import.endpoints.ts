import { NoDataSchema } from '../common';
import { defineStaffEndpoint } from '../staff/staff-endpoint';
import {
  ErpDownloadSchema,
  ErpImportCheckBodySchema,
  ErpImportDownloadBodySchema,
  ErpImportJobBodySchema,
  ErpImportJobSchema,
  ErpImportListBodySchema,
  ErpImportPageSchema,
  ErpImportRowsBodySchema,
  ErpImportRowsPageSchema,
  ErpImportTemplateBodySchema,
} from './erp-import.schema';

/*
 * The console's sheet import (issue 26). The upload is multipart (fields `kind`, `file`) and
 * answers the new import with the sheet's headers, a sample and the suggested mapping. Every call
 * needs `erp.import`; importing members needs `member.manage` as well, the other kinds `goods.edit`.
 */
export const erpImportUploadEndpoint = defineStaffEndpoint({
  path: '/staff/api/erpimport/upload',
  body: NoDataSchema,
  data: ErpImportJobSchema,
  permission: 'erp.import',
});

export const erpImportCheckEndpoint = defineStaffEndpoint({
  path: '/staff/api/erpimport/check',
  body: ErpImportCheckBodySchema,
  data: ErpImportJobSchema,
  permission: 'erp.import',
});

export const erpImportRunEndpoint = defineStaffEndpoint({
  path: '/staff/api/erpimport/run',
  body: ErpImportJobBodySchema,
  data: ErpImportJobSchema,
  permission: 'erp.import',
});

export const erpImportInfoEndpoint = defineStaffEndpoint({
  path: '/staff/api/erpimport/info',
  body: ErpImportJobBodySchema,
  data: ErpImportJobSchema,
  permission: 'erp.import',
});

export const erpImportListEndpoint = defineStaffEndpoint({
  path: '/staff/api/erpimport/page',
  body: ErpImportListBodySchema,
  data: ErpImportPageSchema,
  permission: 'erp.import',
});

export const erpImportRowsEndpoint = defineStaffEndpoint({
  path: '/staff/api/erpimport/rows',
  body: ErpImportRowsBodySchema,
  data: ErpImportRowsPageSchema,
  permission: 'erp.import',
});

export const erpImportErrorsEndpoint = defineStaffEndpoint({
  path: '/staff/api/erpimport/errors',
  body: ErpImportDownloadBodySchema,
  data: ErpDownloadSchema,
  permission: 'erp.import',
});

export const erpImportTemplateEndpoint = defineStaffEndpoint({
  path: '/staff/api/erpimport/template',
  body: ErpImportTemplateBodySchema,
  data: ErpDownloadSchema,
  permission: 'erp.import',
});
