/** Types of module-zones.js (shared by eslint.config.js and the floors test). */
export type ModuleZone = {
  target: string | string[];
  from: string;
  except: string[];
  message: string;
};
export function serverFloors(): string[][];
export function serverModuleZones(): ModuleZone[];
