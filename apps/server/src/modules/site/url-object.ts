/** A stored `{ url }` link (adverts, navigation) as the wire's url object; malformed becomes empty. */
export function toUrlObject(value: unknown): { url: string } {
  const url = (value as { url?: unknown } | null)?.url;
  return { url: typeof url === 'string' ? url : '' };
}
