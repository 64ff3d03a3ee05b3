import {
  erpImportCheckEndpoint,
  erpImportErrorsEndpoint,
  erpImportInfoEndpoint,
  erpImportListEndpoint,
  erpImportRunEndpoint,
  erpImportTemplateEndpoint,
  erpImportUploadEndpoint,
  ErpImportJobSchema,
  type ErpImportJob,
  type ErpImportKind,
  type ErpImportPhase,
} from '@shop/contracts/erp';
import { apiCall } from '@shop/web-kit/api';
import { uploadWithProgress } from '@shop/web-kit/upload';
import { queryOptions } from '@tanstack/react-query';
import { downloadUrl } from '@/components/export/download';
import { useConsoleWrite } from '@/lib/console-write';
import { importBusy } from '../import-steps';

/* The console's sheet import (issue 26). */

const REFRESH = [erpImportInfoEndpoint.path, erpImportListEndpoint.path] as const;

/** One import, followed every second while the server works on it. */
export const importInfoQueryOptions = (jobId: number) =>
  queryOptions({
    queryKey: [erpImportInfoEndpoint.path, jobId],
    queryFn: ({ signal }) => apiCall(erpImportInfoEndpoint, { job_id: jobId }, { signal }),
    refetchInterval: (query) => (importBusy(query.state.data ?? null) ? 1000 : false),
  });

/**
 * Uploads a sheet of `kind` with progress 0-100; answers the new import. `createMissing`: a goods
 * sheet's categories and brands not found are created (for staff who manage the catalogue).
 */
export const uploadImportSheet = (
  kind: ErpImportKind,
  file: Blob,
  onProgress: (percent: number) => void,
  createMissing = false,
): Promise<ErpImportJob> =>
  uploadWithProgress(erpImportUploadEndpoint.path, file, onProgress, ErpImportJobSchema, {
    kind,
    create_missing: createMissing ? '1' : '0',
  });

/** Confirms the mapping and starts the dry run. */
export const useCheckImport = () => useConsoleWrite(erpImportCheckEndpoint, REFRESH);
/** Writes a checked import, or resumes one that stopped. */
export const useRunImport = () => useConsoleWrite(erpImportRunEndpoint, REFRESH);

/** Downloads a phase's refused rows, as uploaded, with the reasons. */
export async function downloadImportErrors(jobId: number, phase: ErpImportPhase) {
  downloadUrl((await apiCall(erpImportErrorsEndpoint, { job_id: jobId, phase })).url);
}

/** Downloads the template of a kind. */
export async function downloadImportTemplate(kind: ErpImportKind) {
  downloadUrl((await apiCall(erpImportTemplateEndpoint, { kind })).url);
}
