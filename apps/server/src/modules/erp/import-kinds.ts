import type { ErpImportKind } from '@shop/contracts/erp';
import type { ImportKind } from './import-kind';

/**
 * The kinds a sheet can import (issue 26), each writing through its owner's batch service, the
 * one the open API calls.
 */
const IMPORT_KINDS: Partial<Record<ErpImportKind, ImportKind>> = {};

export const importKindOf = (kind: string): ImportKind | undefined =>
  IMPORT_KINDS[kind as ErpImportKind];
