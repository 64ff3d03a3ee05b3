import { applyCatalogueChange, type CatalogueChange } from './catalogue-change-apply';
import type { DbExecutor } from '../../db/client';
import { catalogueBusOf } from './catalogue-bus';

export type { CatalogueChange } from './catalogue-change-apply';

/**
 * Called once after the transaction of a catalogue write commits (console, ERP), never inside it,
 * and awaited before the write answers: this process's caches follow the change before it
 * resolves (the writer reads its write) and, when REDIS_URL is set, every other process's on
 * receipt (ARCHITECTURE "Data", ADR 0022). Never rejects: the write is committed.
 */
export function catalogueChanged(db: DbExecutor, change: CatalogueChange): Promise<void> {
  catalogueBusOf(db)?.publish(change);
  return applyCatalogueChange(db, change);
}
