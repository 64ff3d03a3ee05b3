import type { DbTransaction } from '../client';

/** Placeholder until its helper seeds the demo data. */
export async function seedPointDemo(tx: DbTransaction): Promise<void> {
  void tx;
}
