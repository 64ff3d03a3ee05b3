import {
  testChannels,
  type TestChannels,
} from '../apps/server/src/modules/payment/payment.testing';

/**
 * Keys of the online payment channels for the journeys (issue 16), shared by the server (its
 * environment) and the journeys (which sign the channels' notices). The config is loaded by the
 * runner and again by each worker it starts; the workers inherit the runner's environment.
 */
export function e2ePayKeys(): TestChannels {
  process.env.E2E_PAY_KEYS ??= JSON.stringify(testChannels());
  return JSON.parse(process.env.E2E_PAY_KEYS) as TestChannels;
}
