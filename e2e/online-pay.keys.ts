import fs from 'node:fs';
import {
  testChannels,
  type TestChannels,
} from '../apps/server/src/modules/payment/payment.testing';

/**
 * Keys of the online payment channels for the journeys (issue 16), made once per checkout and
 * shared by the server (its environment) and the journeys (which sign the channels' notices).
 * The config is loaded by the runner and again by each worker, so they live in a file.
 */
const FILE = new URL('../.data-e2e-paykeys/keys.json', import.meta.url);

export function e2ePayKeys(): TestChannels {
  if (fs.existsSync(FILE)) return JSON.parse(fs.readFileSync(FILE, 'utf8')) as TestChannels;
  const keys = testChannels();
  fs.mkdirSync(new URL('.', FILE), { recursive: true });
  fs.writeFileSync(FILE, JSON.stringify(keys));
  return keys;
}
