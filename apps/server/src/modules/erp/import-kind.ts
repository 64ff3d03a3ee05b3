import type { ErpAcceptedRow, ErpImportKind, ErpRowResult } from '@shop/contracts/erp';
import type { StaffPermission } from '@shop/contracts/staff';
import type { z } from 'zod';
import type { DbExecutor } from '../../db/client';

/** One field a kind reads from a sheet, with a value the template shows as an example. */
export type ImportColumn = { field: string; required: boolean; example: string };

/**
 * What the console's sheet import needs of one kind (issue 26): the columns it reads, how
 * sheet rows (field → text) become a row of the matching open API batch, that batch's row
 * schema and key, and the owner's batch service, the same one the open API calls. `apply` with
 * `dryRun` answers each row's result and writes nothing.
 */
export type ImportKind = {
  kind: ErpImportKind;
  permission: StaffPermission;
  columns: readonly ImportColumn[];
  rowSchema: z.ZodType;
  keyField: string;
  /**
   * Sheet rows sharing this field's value make one batch row (a goods' stock batches, a member's
   * licences); without it, each sheet row is one batch row.
   */
  groupBy?: string;
  /** The batch row of a unit's records (one record unless the kind groups). */
  toRow: (records: readonly Readonly<Record<string, string>>[]) => unknown;
  apply: (
    db: DbExecutor,
    siteId: number,
    rows: ErpAcceptedRow<unknown>[],
    options: { dryRun: boolean },
  ) => Promise<ErpRowResult[]>;
};
