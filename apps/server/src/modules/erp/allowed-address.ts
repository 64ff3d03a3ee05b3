import { BlockList, isIP } from 'node:net';

/**
 * Whether a caller's address is among a key's allowed addresses (issue 26): exact addresses or
 * CIDR blocks, IPv4 or IPv6; an empty list allows any. An IPv4 caller seen as `::ffff:a.b.c.d`
 * (a dual-stack socket) is matched as `a.b.c.d`.
 */
export function addressAllowed(allowed: readonly string[], ip: string): boolean {
  if (allowed.length === 0) return true;
  const address = ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
  const family = isIP(address);
  if (family === 0) return false;
  const list = new BlockList();
  for (const entry of allowed) {
    const [net, bits] = entry.split('/');
    const netFamily = isIP(net ?? '');
    if (netFamily === 0) continue;
    const type = netFamily === 4 ? 'ipv4' : 'ipv6';
    if (bits === undefined) list.addAddress(net!, type);
    else list.addSubnet(net!, Number(bits), type);
  }
  return list.check(address, family === 4 ? 'ipv4' : 'ipv6');
}
