import type { ErpScope } from '@shop/contracts/erp';

/**
 * The allowed addresses typed in the key form (issue 26): one per line, or separated by commas,
 * spaces or Chinese commas; blanks and repeats dropped. The server checks each is an address or a
 * CIDR block and names the one it refuses.
 */
export function parseAddressLines(text: string): string[] {
  const entries = text
    .split(/[\s,，;；]+/)
    .map((entry) => entry.trim())
    .filter(Boolean);
  return [...new Set(entries)];
}

/** The rotation grace choices, in minutes: none, 1 hour, 1 day, 7 days. */
export const ROTATE_GRACE_MINUTES = [0, 60, 24 * 60, 7 * 24 * 60] as const;

/** A scope's label key: `orders:read` -> `scopes.orders_read` (i18next reads `:` as a namespace). */
export const scopeLabelKey = (scope: ErpScope) => `scopes.${scope.replace(':', '_')}` as const;
