import type { ErpImportKind } from '@shop/contracts/erp';
import type { ImportKind } from './import-kind';
import { goodsImport, priceImport, stockImport } from './import-kinds-catalogue';
import { memberImport } from './import-kinds-member';

/**
 * The kinds a sheet can import (issue 26), each feeding the open API's batch of the kind through
 * its owner's service.
 */
const IMPORT_KINDS: Record<ErpImportKind, ImportKind> = {
  goods: goodsImport,
  prices: priceImport,
  stock: stockImport,
  members: memberImport,
};

export const importKindOf = (kind: string): ImportKind | undefined =>
  IMPORT_KINDS[kind as ErpImportKind];
