import type { ErpImportKind } from '@shop/contracts/erp';
import type { StaffPermission } from '@shop/contracts/staff';
import type { ErpBatchKind } from './erp-batch-kind';

/** One field a kind reads from a sheet, with a value the template shows as an example. */
export type ImportColumn = { field: string; required: boolean; example: string };

/**
 * What the console's sheet import needs of one kind (issue 26): the batch it feeds (the open
 * API's, so a sheet and an ERP write alike), the columns it reads, and how sheet rows (field →
 * text) become one row of that batch.
 */
export type ImportKind = {
  kind: ErpImportKind;
  /** What the staff account needs besides `erp.import`. */
  permission: StaffPermission;
  batch: ErpBatchKind;
  columns: readonly ImportColumn[];
  /**
   * Sheet rows sharing this field's value make one batch row (a goods' stock batches, a member's
   * licences); without it, each sheet row is one batch row.
   */
  groupBy?: string;
  /** The batch row of a unit's records (one record unless the kind groups). */
  toRow: (records: readonly Readonly<Record<string, string>>[]) => unknown;
};
