import type { DbTransaction } from '../client';

export type Seeder = (tx: DbTransaction) => Promise<void>;

/** Settings every shop needs (site info, default images, regions, member levels). */
export const baseSeeders: Seeder[] = [];

/** Generated demo data: catalogue, shops, content, adverts and the demo accounts. */
export const demoSeeders: Seeder[] = [];
