import type { ErpImportKind } from '@shop/contracts/erp';
import type { ImportKind } from './import-kind';
import { goodsImport, priceImport, stockImport } from './import-kinds-catalogue';

/**
 * The kinds a sheet can import (issue 26), each feeding the open API's batch of the kind through
 * its owner's service.
 */
const IMPORT_KINDS: Partial<Record<ErpImportKind, ImportKind>> = {
  goods: goodsImport,
  prices: priceImport,
  stock: stockImport,
};

export const importKindOf = (kind: string): ImportKind | undefined =>
  IMPORT_KINDS[kind as ErpImportKind];
