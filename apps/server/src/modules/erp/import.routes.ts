import {
  erpImportCheckEndpoint,
  erpImportErrorsEndpoint,
  erpImportInfoEndpoint,
  erpImportListEndpoint,
  erpImportRowsEndpoint,
  erpImportRunEndpoint,
  erpImportTemplateEndpoint,
  erpImportUploadEndpoint,
  ErpImportPhaseSchema,
  ErpImportKindSchema,
  ERP_IMPORT_MAX_BYTES,
} from '@shop/contracts/erp';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { issueDownloadTicket } from '../../lib/kv/download-ticket';
import { staffDownloadRoute, staffRoute, staffUploadRoute } from '../auth';
import type { ModuleOptions } from '../module-plugin';
import { importKindOf } from './import-kinds';
import { importRunnerPlugin } from './import-runner.plugin';
import {
  checkImport,
  importInfo,
  importList,
  importRows,
  kindFor,
  ownJob,
  runImport,
  uploadImport,
  type ImportContext,
} from './import-job.service';
import { writeImportErrors, writeImportTemplate } from './import-sheets.service';

const DOWNLOAD = 'erp-import';
const TicketSchema = z.union([
  z.object({ job_id: z.number().int(), phase: ErpImportPhaseSchema }),
  z.object({ kind: ErpImportKindSchema }),
]);

/**
 * The console's sheet import (issue 26): upload, dry run, run, progress, row results, the
 * errors sheet and the templates, and the background runner that does the work.
 */
export const erpImportRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { config }) => {
  const tag = 'console-erp-import';
  const { importDir } = config;
  await app.register(importRunnerPlugin, { importDir, kindOf: importKindOf });
  // multipart/form-data: the kind, then one sheet, streamed to disk (import-sheet-file.ts).
  await app.register(multipart, { limits: { fileSize: ERP_IMPORT_MAX_BYTES, files: 1 } });
  const context = (request: FastifyRequest): ImportContext => ({
    importDir,
    kindOf: importKindOf,
    lang: request.lang(),
  });

  staffUploadRoute(
    app,
    tag,
    erpImportUploadEndpoint,
    { max: 20, timeWindow: 60_000 },
    ({ actor, request }) => uploadImport(app.db, context(request), actor, request),
  );
  staffRoute(app, tag, erpImportCheckEndpoint, ({ actor, body, request }) =>
    checkImport(app.db, context(request), actor, body),
  );
  staffRoute(app, tag, erpImportRunEndpoint, ({ actor, body, request }) =>
    runImport(app.db, context(request), actor, body.job_id),
  );
  staffRoute(app, tag, erpImportInfoEndpoint, ({ actor, body, request }) =>
    importInfo(app.db, context(request), actor, body.job_id),
  );
  staffRoute(app, tag, erpImportListEndpoint, ({ actor, body, request }) =>
    importList(app.db, context(request), actor, body),
  );
  staffRoute(app, tag, erpImportRowsEndpoint, ({ actor, body, request }) =>
    importRows(app.db, context(request), actor, body),
  );
  staffRoute(app, tag, erpImportErrorsEndpoint, async ({ actor, body, request }) => {
    const job = await ownJob(app.db, context(request), actor, body.job_id);
    const payload = { job_id: job.jobId, phase: body.phase };
    return {
      url: `/staff/download/${DOWNLOAD}/${await issueDownloadTicket(app.kv, DOWNLOAD, actor.staffId, payload)}`,
    };
  });
  staffRoute(app, tag, erpImportTemplateEndpoint, async ({ actor, body, request }) => {
    kindFor(context(request), actor, body.kind);
    return {
      url: `/staff/download/${DOWNLOAD}/${await issueDownloadTicket(app.kv, DOWNLOAD, actor.staffId, body)}`,
    };
  });

  staffDownloadRoute(app, DOWNLOAD, 'erp.import', async (payload, staff, lang) => {
    const ticket = TicketSchema.safeParse(payload);
    if (!ticket.success) return null;
    const ctx = { importDir, kindOf: importKindOf, lang };
    if ('kind' in ticket.data) {
      const kind = kindFor(ctx, staff, ticket.data.kind);
      return {
        fileName: `template-${kind.kind}.xlsx`,
        write: (stream) => writeImportTemplate(kind, lang, stream),
      };
    }
    const { phase } = ticket.data;
    const job = await ownJob(app.db, ctx, staff, ticket.data.job_id);
    return {
      fileName: `import-${job.jobId}-${phase}-errors.xlsx`,
      write: (stream) => writeImportErrors(app.db, importDir, job, phase, lang, stream),
    };
  });
};
