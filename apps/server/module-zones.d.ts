/** Types of module-zones.js (shared by eslint.config.js, the floors test and the owners test). */
export type ModuleZone = {
  target: string | string[];
  from: string;
  except?: string[];
  message: string;
};
/** A decided read of another module's tables (src/modules/table-reads.json, ADR 0020). */
export type TableRead = { reader: string; owner: string; tables: string[]; why: string };
export function serverFloors(): string[][];
export function serverTableReads(): TableRead[];
export function serverModuleZones(): ModuleZone[];
