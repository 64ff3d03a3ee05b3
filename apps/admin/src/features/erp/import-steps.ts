import type { ErpImportColumn, ErpImportJob } from '@shop/contracts/erp';

/** The import page's steps: choose a file, map its columns, dry run, import. */
export type ImportStep = 0 | 1 | 2 | 3;

/** Where an import stands on the page. */
export function importStep(job: ErpImportJob | null): ImportStep {
  if (!job) return 0;
  if (job.status === 'uploaded') return 1;
  return job.phase === 'check' ? 2 : 3;
}

/** Whether the server is working on the import (the page follows its progress). */
export const importBusy = (job: ErpImportJob | null): boolean =>
  job?.status === 'checking' || job?.status === 'running';

/** The phase's progress 0-100; null while the rows are still being counted. */
export function importPercent(job: ErpImportJob, phase: 'check' | 'run'): number | null {
  if (job.total_rows === 0) return job.status === 'checking' ? null : 100;
  const done = phase === 'check' ? job.checked_rows : job.processed_rows;
  return Math.min(100, Math.floor((done / job.total_rows) * 100));
}

/** The required columns not yet mapped to a sheet header. */
export const unmappedRequired = (
  columns: readonly ErpImportColumn[],
  mapping: Readonly<Record<string, string>>,
): ErpImportColumn[] => columns.filter((column) => column.required && !mapping[column.field]);

/** A mapping without cleared fields (what the server takes). */
export const cleanMapping = (mapping: Readonly<Record<string, string | undefined>>) =>
  Object.fromEntries(
    Object.entries(mapping).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
