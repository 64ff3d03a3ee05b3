import { applyCatalogueChange, type CatalogueChange } from './catalogue-change-apply';
import { catalogueBusOf } from './catalogue-bus';

export type { CatalogueChange } from './catalogue-change-apply';

/**
 * Called once after the transaction of a catalogue write commits (console, ERP), never inside it:
 * this process's caches follow the change at once and, when REDIS_URL is set, every other
 * process's on receipt (ARCHITECTURE "Data", ADR 0022).
 */
export function catalogueChanged(db: object, change: CatalogueChange): void {
  applyCatalogueChange(db, change);
  catalogueBusOf(db)?.publish(change);
}
