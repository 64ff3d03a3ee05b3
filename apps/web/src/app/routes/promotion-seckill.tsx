/** Placeholder until its helper builds the page. */
export function SeckillZonePage() {
  return null;
}
